import { describe, expect, it } from 'vitest';
import { createScheduleBody } from './create-schedule';
import { cronProblem, describeCadence, isValidTimeZone, nextOccurrence, schedulePresets } from './cadence';

const at = (iso: string) => new Date(iso);

describe('schedule cadence', () => {
  it('accepts every preset and a typed five-field expression', () => {
    for (const preset of schedulePresets) expect(cronProblem(preset.cron)).toBeNull();
    expect(cronProblem('15 7 * * 3')).toBeNull();
  });

  it('explains what is wrong with an unusable expression', () => {
    expect(cronProblem('every day')).toMatch(/five fields/);
    expect(cronProblem('0 9 * *')).toMatch(/five fields/);
    expect(cronProblem('61 9 * * *')).toMatch(/five fields/);
    expect(cronProblem('0 0 30 2 *')).toMatch(/never runs/);
    expect(cronProblem('* * * * *')).toMatch(/at most once every 5 minutes/);
  });

  it('keeps 09:00 at 09:00 local time across the spring and autumn clock changes', () => {
    // Berlin moves from UTC+1 to UTC+2 on 2026-03-29 and back on 2026-10-25.
    expect(nextOccurrence('0 9 * * *', 'Europe/Berlin', at('2026-03-28T08:00:00Z'))).toEqual(
      at('2026-03-29T07:00:00Z'),
    );
    expect(nextOccurrence('0 9 * * *', 'Europe/Berlin', at('2026-10-24T07:00:00Z'))).toEqual(
      at('2026-10-25T08:00:00Z'),
    );
    expect(nextOccurrence('0 9 * * *', 'America/New_York', at('2026-03-07T14:00:00Z'))).toEqual(
      at('2026-03-08T13:00:00Z'),
    );
  });

  it('runs a time skipped by the spring change once, at the first valid minute, and a repeated time once', () => {
    expect(nextOccurrence('30 2 * * *', 'Europe/Berlin', at('2026-03-28T12:00:00Z'))).toEqual(
      at('2026-03-29T01:00:00Z'),
    );
    const first = nextOccurrence('30 2 * * *', 'Europe/Berlin', at('2026-10-24T12:00:00Z'))!;
    expect(first).toEqual(at('2026-10-25T00:30:00Z'));
    expect(nextOccurrence('30 2 * * *', 'Europe/Berlin', first)).toEqual(at('2026-10-26T01:30:00Z'));
  });

  it('describes common cadences in words', () => {
    expect(describeCadence('0 9 * * 1-5')).toBe('Weekdays at 09:00');
    expect(describeCadence('15 7 * * 3')).toBe('Every Wednesday at 07:15');
    expect(describeCadence('30 18 * * *')).toBe('Every day at 18:30');
    expect(describeCadence('0 6 15 * *')).toBe('Monthly on day 15 at 06:00');
    expect(describeCadence('*/15 * * * *')).toBe('Every 15 minutes');
    expect(describeCadence('0 9 1-7 * 1')).toBe('Cron 0 9 1-7 * 1');
  });

  it('knows IANA time zones', () => {
    expect(isValidTimeZone('Europe/Berlin')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
  });

  it('the create contract answers an invalid cron and zone with clear messages', () => {
    const result = createScheduleBody.safeParse({
      configurationId: '00000000-0000-4000-8000-000000000000',
      cron: 'soon',
      timeZone: 'Nowhere/Else',
    });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(messages).toEqual([
      expect.stringMatching(/^cron: Enter a cron expression with five fields/),
      'timeZone: Choose a valid time zone, for example Europe/Berlin',
    ]);
  });
});
