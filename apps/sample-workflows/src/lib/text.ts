import { stopWords } from './stop-words';

/**
 * Splits prose into sentences. A sentence ends at . ! or ? followed by a space and a capital or digit,
 * so decimals ("3.5") stay whole; a line break always ends a sentence so bullet lists stay separate.
 */
export function splitSentences(text: string): string[] {
  return text
    .split(/\n+/)
    .flatMap((line) => line.split(/(?<=[.!?]["')\]]?)\s+(?=["'([]?[\p{Lu}\p{N}])/u))
    .map((sentence) => sentence.trim())
    .filter((sentence) => /[\p{L}\p{N}]/u.test(sentence));
}

export function tokenize(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu) ?? [];
}

export function contentWords(text: string): string[] {
  return tokenize(text).filter((word) => word.length > 2 && !stopWords.has(word) && !/^\d+$/.test(word));
}

export function wordFrequencies(words: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
  return counts;
}

/** The most frequent words, ties broken alphabetically so the output never depends on input order quirks. */
export function topWords(words: string[], limit: number): string[] {
  return [...wordFrequencies(words)]
    .sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b))
    .slice(0, limit)
    .map(([word]) => word);
}

/** Shortens to at most `max` characters, cutting at a word boundary and ending with an ellipsis. */
export function truncateAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  const base = lastSpace > max * 0.5 ? cut.slice(0, lastSpace) : cut;
  return `${base.replace(/[\s,;:.\-–—]+$/u, '')}…`;
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function slugify(text: string, maxLength = 60): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= maxLength) return slug;
  const cut = slug.slice(0, maxLength + 1);
  return cut.slice(0, cut.lastIndexOf('-') > 0 ? cut.lastIndexOf('-') : maxLength);
}

export function formatNumber(value: number): string {
  return new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(value);
}

export const round = (value: number, digits = 2): number => Number(value.toFixed(digits));
