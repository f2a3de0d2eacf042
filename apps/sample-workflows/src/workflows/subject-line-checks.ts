import { tokenize } from '../lib/text';

const spamTriggers = [
  'free',
  'guarantee',
  'guaranteed',
  'act now',
  'urgent',
  'winner',
  'cash',
  'click here',
  'buy now',
  'limited time',
  'risk-free',
  'risk free',
  'no cost',
  'earn money',
  'cheap',
  'congratulations',
  'exclusive deal',
  'order now',
  'once in a lifetime',
  'double your',
  '100%',
  '$$$',
  'miracle',
  'no obligation',
];
const personalisation = /\{\{?\s*first_?name\s*\}?\}|\[first ?name\]|%first_?name%/i;

export interface SubjectAnalysis {
  score: number;
  wordCount: number;
  lengthCheck: 'too short' | 'good' | 'too long';
  spamWords: string[];
  suggestions: string[];
}

/** Rule-based score: start from 85, add for good practice, subtract for each spam-filter risk. */
export function analyseSubject(subject: string, idealMax: number, numbersHelp: boolean): SubjectAnalysis {
  const lower = subject.toLowerCase();
  const wordCount = tokenize(subject).length;
  const spamWords = spamTriggers.filter((word) =>
    /^\w.*\w$/.test(word) ? new RegExp(`\\b${word}\\b`).test(lower) : lower.includes(word),
  );
  const shouting = subject.match(/\b[A-Z]{4,}\b/g) ?? [];
  const lengthCheck = subject.length < 25 ? 'too short' : subject.length > idealMax ? 'too long' : 'good';
  const suggestions: string[] = [];
  let score = 85;

  if (lengthCheck === 'good') score += 10;
  else {
    score -= subject.length > idealMax + 15 ? 25 : 15;
    suggestions.push(
      lengthCheck === 'too short'
        ? 'Add a concrete benefit: subjects under 25 characters rarely say enough.'
        : `Shorten to ${idealMax} characters or fewer so the key words are not cut off.`,
    );
  }
  if (spamWords.length) {
    score -= Math.min(40, spamWords.length * 10);
    suggestions.push(`Replace spam-trigger words: ${spamWords.join(', ')}.`);
  }
  if (shouting.length) {
    score -= Math.min(24, shouting.length * 8);
    suggestions.push(`Avoid words in capitals (${shouting.join(', ')}): they read as shouting.`);
  }
  if (/[!?]{2,}/.test(subject) || (subject.match(/!/g) ?? []).length > 1) {
    score -= 10;
    suggestions.push('Use at most one exclamation mark.');
  }
  if (wordCount < 3 || wordCount > 12) score -= 5;
  if (personalisation.test(subject)) score += 5;
  else suggestions.push('Consider personalising with the first name, e.g. {{first_name}}.');
  if (numbersHelp && /\d/.test(subject)) score += 5;
  else if (numbersHelp) suggestions.push('Numbers ("3 ways", "20% off") tend to lift open rates with this audience.');
  return { score: Math.max(0, Math.min(100, score)), wordCount, lengthCheck, spamWords, suggestions };
}
