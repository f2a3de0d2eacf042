import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { automations } from '../../platform/db/schema';
import { emailsTo } from '../../test/auth-helpers';
import { balanceOf, createFundedUser } from '../../test/run-test-kit';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createRunsRuntime, type RunsContext } from '../runs';
import { tickSchedules } from './schedule-ticker';
import { createSchedule } from './schedules.service';
import { createSavedConfiguration, runsOf, scheduleRow } from './schedule-test-kit';

const at = (iso: string) => new Date(iso);

let t: TestApp;
let worker: RunsContext;
beforeAll(async () => {
  t = await createTestApp({ jobs: true });
  worker = createRunsRuntime(t.config, t.database.db, t.jobQueue);
});
afterAll(async () => {
  worker.outbound.close();
  await t.close();
});

describe('schedules of a paused automation (DESIGN D18)', () => {
  it('skip before any charge, stay on, tell the owner once per pause, and run again once it is resumed', async () => {
    const { user } = await createFundedUser(t, 100);
    const { automation, configuration } = await createSavedConfiguration(t.database.db, user.id);
    const schedule = await createSchedule(
      t.database.db,
      user.id,
      { configurationId: configuration.id, cron: '0 * * * *', timeZone: 'Europe/Berlin' },
      worker.customerPolicy,
      at('2026-03-27T12:00:00Z'),
    );
    const pause = (pausedAt: Date | null) =>
      t.database.db
        .update(automations)
        .set({ pausedAt, pauseReason: pausedAt && '5 failures in a row' })
        .where(eq(automations.id, automation.id));
    const pausedMails = async () =>
      (await emailsTo(t, user.email)).filter((mail) => mail.subject === 'Scheduled runs skipped: Morning digest');

    await pause(at('2026-03-27T12:30:00Z'));
    expect(await tickSchedules(worker, at('2026-03-27T13:00:05Z'))).toEqual({ started: 0, skipped: 1, failed: 0 });
    const row = await scheduleRow(t.database.db, schedule.id);
    expect(row).toMatchObject({ status: 'active', lastOutcome: 'skipped_paused' });
    expect(row.lastMessage).toContain('temporarily unavailable');
    await tickSchedules(worker, at('2026-03-27T14:00:05Z'));
    expect(await runsOf(t.database.db, user.id)).toHaveLength(0);
    expect(await balanceOf(t.database.db, user.id)).toBe(100);
    const [mail, ...more] = await pausedMails();
    expect(more).toEqual([]);
    expect(mail!.text).toContain('is temporarily unavailable: our team has paused it');

    // Resumed, then paused again: a new pause is a new notice.
    await pause(null);
    expect((await tickSchedules(worker, at('2026-03-27T15:00:05Z'))).started).toBe(1);
    await pause(at('2026-03-27T15:30:00Z'));
    await tickSchedules(worker, at('2026-03-27T16:00:05Z'));
    expect(await pausedMails()).toHaveLength(2);
  });
});
