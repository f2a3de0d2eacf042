import { describe, expect, it } from 'vitest';
import { correctSearchWords, editDistance, isCorrectable, typosAllowed } from './search-correction';

describe('search typo correction', () => {
  it('counts an inserted, removed, changed or swapped letter as one typo', () => {
    expect(editDistance('invoce', 'invoice')).toBe(1);
    expect(editDistance('clener', 'cleaner')).toBe(1);
    expect(editDistance('emial', 'email')).toBe(1);
    expect(editDistance('email', 'email')).toBe(0);
    expect(editDistance('emial', 'embed')).toBe(3);
  });

  it('allows more typos in longer words', () => {
    expect([typosAllowed('csv'), typosAllowed('emial'), typosAllowed('summarizer')]).toEqual([1, 2, 3]);
  });

  it('leaves numbers and short words as typed', () => {
    expect([isCorrectable('q3'), isCorrectable('to'), isCorrectable('pdf')]).toEqual([false, false, true]);
  });

  it('replaces an unknown word by its closest neighbour, the first of equally close ones', () => {
    const corrected = correctSearchWords(
      ['csv', 'clener'],
      [
        { word: 'csv', known: true, nearest: ['csv'] },
        { word: 'clener', known: false, nearest: ['clean', 'cleaner', 'cleaned'] },
      ],
    );
    expect(corrected).toEqual(['csv', 'cleaner']);
  });

  it('changes nothing when no neighbour is close enough', () => {
    expect(correctSearchWords(['xyzzy'], [{ word: 'xyzzy', known: false, nearest: ['fizz', 'buzz'] }])).toBeNull();
  });
});
