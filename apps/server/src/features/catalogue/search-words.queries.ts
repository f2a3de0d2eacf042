import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { queryRows } from '../../platform/db/query-rows';
import type { SearchWordLookup } from './search-correction';

/** Enough neighbours that a word two typos away is among them in a catalogue of thousands of words. */
const NEAREST_WORDS = 40;

/**
 * Trigram similarity from which a catalogue word is a candidate: a swap of two letters in the middle
 * of a 5-letter word ("emial" / "email") shares 2 of 10 trigrams, 0.2; pg_trgm's default 0.3 misses it.
 */
const SIMILARITY_THRESHOLD = 0.18;

/**
 * For each word, whether the catalogue's vocabulary (automation_search_words, drizzle/0037) has it and
 * the words that look like it, nearest first. `lastWord` is also known when a catalogue word starts
 * with it, as the search matches it as a prefix. The `%` operator reads the trigram GIN index (the
 * GiST index's nearest-neighbour order took 10-40 ms a word on a vocabulary of 4,000 words); its
 * threshold is set for this transaction only.
 */
export async function lookUpSearchWords(db: Database, words: string[], lastWord: string): Promise<SearchWordLookup[]> {
  if (words.length === 0) return [];
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.similarity_threshold', ${String(SIMILARITY_THRESHOLD)}, true)`);
    return queryRows<SearchWordLookup>(
      tx,
      sql`select q.word,
          (exists (select 1 from automation_search_words s where s.word = q.word)
            or (q.word = ${lastWord} and exists (select 1 from automation_search_words s where s.word like q.word || '%')))
            as known,
          array(select s.word from automation_search_words s where s.word % q.word
                order by s.word <-> q.word, s.word limit ${NEAREST_WORDS}) as nearest
        from unnest(array[${sql.join(
          words.map((word) => sql`${word}::text`),
          sql`, `,
        )}]) as q(word)`,
    );
  });
}
