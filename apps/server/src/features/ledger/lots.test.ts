import { describe, expect, it } from 'vitest';
import { allocateFromLots, lotExpiry } from './lots';

describe('spending from lots', () => {
  const lots = [
    { id: 'soonest', remainingAmount: 30 },
    { id: 'later', remainingAmount: 50 },
    { id: 'never', remainingAmount: 20 },
  ];

  it('empties the soonest-expiring lot before touching the next', () => {
    expect(allocateFromLots(lots, 45)).toEqual([
      { lotId: 'soonest', amount: 30 },
      { lotId: 'later', amount: 15 },
    ]);
  });

  it('can take everything, and refuses more than the lots hold', () => {
    expect(allocateFromLots(lots, 100)?.map((a) => a.amount)).toEqual([30, 50, 20]);
    expect(allocateFromLots(lots, 101)).toBeUndefined();
  });
});

describe('lot expiry', () => {
  it('is the setting in days after the purchase, or never for 0', () => {
    const bought = new Date('2026-01-01T12:00:00Z');
    expect(lotExpiry(bought, 90)).toEqual(new Date('2026-04-01T12:00:00Z'));
    expect(lotExpiry(bought, 0)).toBeNull();
  });
});
