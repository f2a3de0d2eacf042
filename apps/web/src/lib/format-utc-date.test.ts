import { describe, expect, it } from 'vitest';
import { formatUtcDate } from './format-utc-date';

describe('dates on public pages', () => {
  it('writes the UTC day as the rest of the site writes dates', () => {
    const iso = '2026-11-03T12:00:00.000Z';
    expect(formatUtcDate(iso)).toBe(
      new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }),
    );
    expect(formatUtcDate(iso)).toBe('Nov 3, 2026');
  });

  it('late in the evening UTC is still that day, wherever the browser is', () => {
    expect(formatUtcDate('2026-11-03T23:30:00.000Z')).toBe('Nov 3, 2026');
    expect(formatUtcDate('2026-01-01T00:00:00.000Z')).toBe('Jan 1, 2026');
  });
});
