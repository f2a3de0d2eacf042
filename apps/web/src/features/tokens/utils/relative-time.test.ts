import { describe, expect, it } from 'vitest';
import { expiresIn, relativeTime } from './relative-time';

const now = Date.parse('2026-03-10T12:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();

describe('relative time of a transaction', () => {
  it('reads Just now, minutes, hours, days under a week, then a short date', () => {
    expect(relativeTime(ago(30_000), now)).toBe('Just now');
    expect(relativeTime(ago(5 * 60_000), now)).toBe('5m ago');
    expect(relativeTime(ago(3 * 3_600_000), now)).toBe('3h ago');
    expect(relativeTime(ago(6 * 86_400_000), now)).toBe('6d ago');
    expect(relativeTime('2026-03-01T12:00:00Z', now)).toBe('Mar 1, 2026');
  });
});

describe('lot expiry', () => {
  it('counts whole days left, and says so when tokens never expire', () => {
    expect(expiresIn(new Date(now + 30 * 86_400_000).toISOString(), now)).toBe('expires in 30 days');
    expect(expiresIn(new Date(now + 3_600_000).toISOString(), now)).toBe('expires tomorrow');
    expect(expiresIn(null, now)).toBe('never expires');
  });
});
