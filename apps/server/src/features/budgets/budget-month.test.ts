import { describe, expect, it } from 'vitest';
import { monthKey, monthStartUtc } from './budget-month';

describe('the budget month', () => {
  it('starts at midnight UTC on the first, also for an instant that is already the next month elsewhere', () => {
    const lateOnTheLastDay = new Date('2026-11-30T23:30:00Z');
    expect(monthStartUtc(lateOnTheLastDay).toISOString()).toBe('2026-11-01T00:00:00.000Z');
    expect(monthKey(lateOnTheLastDay)).toBe('2026-11');
  });

  it('rolls over into a new year', () => {
    expect(monthKey(new Date('2027-01-01T00:00:00Z'))).toBe('2027-01');
    expect(monthStartUtc(new Date('2026-12-31T23:59:59.999Z')).toISOString()).toBe('2026-12-01T00:00:00.000Z');
  });
});
