import { describe, expect, it } from 'vitest';
import { nextAttemptAt, RETRY_WINDOW_MS } from './retry-schedule';

const created = new Date('2026-01-01T00:00:00Z');
const minutesAfter = (date: Date, minutes: number) => new Date(date.getTime() + minutes * 60_000);

describe('completion webhook retry schedule', () => {
  it('waits 1, 2, 4 … minutes between attempts, never more than an hour', () => {
    expect(nextAttemptAt(created, 1, created)).toEqual(minutesAfter(created, 1));
    expect(nextAttemptAt(created, 2, created)).toEqual(minutesAfter(created, 2));
    expect(nextAttemptAt(created, 3, created)).toEqual(minutesAfter(created, 4));
    expect(nextAttemptAt(created, 12, created)).toEqual(minutesAfter(created, 60));
  });

  it('gives up once the next attempt would be more than 24 hours after the run ended', () => {
    const late = new Date(created.getTime() + RETRY_WINDOW_MS - 30 * 60_000);
    expect(nextAttemptAt(created, 20, late)).toBeNull();
    expect(nextAttemptAt(created, 1, late)).toEqual(minutesAfter(late, 1));
  });
});
