/** Longer queries add nothing to ranking and only cost time. */
const MAX_WORDS = 12;

/** The words of what a visitor typed, lower case: only letters and digits survive. */
export function searchWords(text: string | undefined): string[] {
  return (
    (text ?? '')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu)
      ?.slice(0, MAX_WORDS) ?? []
  );
}

/**
 * Turns what a visitor typed into a to_tsquery() text: every word must match, and the last one also
 * as a prefix, so results appear while the word is still being typed ("summ" finds Summarizer).
 * Only letters and digits survive, so no input can inject tsquery operators.
 */
export function toSearchTsQuery(text: string | undefined): string | null {
  const words = searchWords(text);
  if (words.length === 0) return null;
  return words.map((word, index) => (index === words.length - 1 ? `${word}:*` : word)).join(' & ');
}
