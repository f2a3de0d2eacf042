/**
 * Typo correction for the marketplace search (decision 063): a word the catalogue does not use is
 * replaced by the nearest word it does, if that is a typo or two away. Trigram similarity finds the
 * nearest words (search-words.queries.ts); the edit distance below chooses among them, because a
 * swap of two letters ("emial") leaves too few trigrams in common to rank "email" first by itself.
 */

/** What the vocabulary says about one word of the search. */
export interface SearchWordLookup {
  word: string;
  /** The catalogue uses the word (the last one: any word starting with it, as the search does). */
  known: boolean;
  /** The catalogue's words nearest to it by trigram distance, nearest first. */
  nearest: string[];
}

/** Shorter words have fewer neighbours: one typo in up to 4 letters, two up to 8, then three. */
export function typosAllowed(word: string): number {
  if (word.length <= 4) return 1;
  return word.length <= 8 ? 2 : 3;
}

/** Whether a word is corrected at all: numbers and words under 3 letters are searched as typed. */
export const isCorrectable = (word: string) => word.length >= 3 && !/\p{N}/u.test(word);

/**
 * Optimal string alignment distance: insertions, deletions, substitutions and swaps of two
 * neighbouring letters each cost one ("invoce" → "invoice" 1, "emial" → "email" 1).
 */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

/** The nearest word within the typos allowed (the first, by trigram order, of equally near ones). */
function closestWord(lookup: SearchWordLookup): string | null {
  let best: { word: string; distance: number } | null = null;
  for (const candidate of lookup.nearest) {
    const distance = editDistance(lookup.word, candidate);
    if (distance <= typosAllowed(lookup.word) && (!best || distance < best.distance))
      best = { word: candidate, distance };
  }
  return best?.word ?? null;
}

/**
 * The search's words with each unknown one replaced by its closest catalogue word; null when no
 * word changed. `lookups` covers the correctable words; the others stay as typed.
 */
export function correctSearchWords(words: string[], lookups: SearchWordLookup[]): string[] | null {
  const byWord = new Map(lookups.map((lookup) => [lookup.word, lookup]));
  let changed = false;
  const corrected = words.map((word) => {
    const lookup = byWord.get(word);
    if (!lookup || lookup.known) return word;
    const closest = closestWord(lookup);
    if (!closest) return word;
    changed = true;
    return closest;
  });
  return changed ? corrected : null;
}
