import { z } from 'zod';
import { numberWithDefault, text } from '../input-fields';
import { contentWords, splitSentences, tokenize, topWords, wordFrequencies } from '../lib/text';
import { defineWorkflow } from '../workflow';

// Average silent reading speed of adults for non-fiction (Brysbaert, 2019).
const wordsPerMinute = 238;

export const textSummary = defineWorkflow({
  slug: 'text-summary',
  name: 'Text summary',
  description: 'Picks the most representative sentences of a text, with key points and reading time.',
  inputSchema: z.object({
    text: text({ min: 20, max: 100_000 }),
    sentences: numberWithDefault({ min: 1, max: 10, integer: true, fallback: 3 }),
  }),
  run({ text: source, sentences: wanted }) {
    const sentences = splitSentences(source);
    const frequencies = wordFrequencies(contentWords(source));
    const top = Math.max(1, ...frequencies.values());
    // Square root of length: long sentences gather more frequent words, plain averages favour fragments.
    const scored = sentences.map((sentence, index) => {
      const words = contentWords(sentence);
      const weight = words.reduce((sum, word) => sum + (frequencies.get(word) ?? 0) / top, 0);
      return { sentence, index, score: weight / Math.sqrt(Math.max(1, words.length)) };
    });
    const chosen = [...scored]
      .sort((a, b) => b.score - a.score || a.index - b.index)
      .slice(0, wanted)
      .sort((a, b) => a.index - b.index)
      .map(({ sentence }) => sentence);
    const wordCount = tokenize(source).length;
    return {
      summary: chosen.join(' '),
      key_points: chosen,
      keywords: topWords(contentWords(source), 5),
      word_count: wordCount,
      sentence_count: sentences.length,
      reading_time_minutes: Math.max(1, Math.ceil(wordCount / wordsPerMinute)),
    };
  },
});
