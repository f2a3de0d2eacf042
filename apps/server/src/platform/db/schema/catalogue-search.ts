import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The words of published automations' names and descriptions, each with how many published
 * automations use it: the vocabulary a search with a typo is corrected against (decision 063). Kept by
 * statement triggers on automations (drizzle/0037_search_words.sql); a trigram GIN index finds the
 * words that look like a typed one.
 */
export const automationSearchWords = pgTable(
  'automation_search_words',
  {
    word: text('word').primaryKey(),
    automations: integer('automations').notNull(),
  },
  (t) => [index('automation_search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops'))],
);
