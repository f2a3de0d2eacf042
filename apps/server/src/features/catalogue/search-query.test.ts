import { describe, expect, it } from 'vitest';
import { toSearchTsQuery } from './search-query';

describe('marketplace search text', () => {
  it('every word must match and the last one may be a prefix', () => {
    expect(toSearchTsQuery('CSV  Clean')).toBe('csv & clean:*');
  });

  it('operators and punctuation typed by a visitor are dropped', () => {
    expect(toSearchTsQuery("e-mail | !list's & (x)")).toBe('e & mail & list & s & x:*');
  });

  it('nothing searchable means no search filter', () => {
    expect(toSearchTsQuery('  ?! ')).toBeNull();
    expect(toSearchTsQuery(undefined)).toBeNull();
  });

  it('words beyond the twelfth are ignored', () => {
    const query = toSearchTsQuery(Array.from({ length: 20 }, (_, i) => `w${i}`).join(' '));
    expect(query?.split(' & ')).toHaveLength(12);
  });
});
