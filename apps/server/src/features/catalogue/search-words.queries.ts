import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { queryRows } from '../../platform/db/query-rows';
import type { SearchWordLookup } from './search-correction';

/** Enough neighbours that a word two typos away is among them in a catalogue of thousands of words. */
const NEAREST_WORDS = 40;

/**
 * For each word, whether the catalogue's vocabulary (automation_search_words, drizzle/0037) has it and
 * its nearest words by trigram distance, read from the GiST index in one round trip. `lastWord`
 * is also known when a catalogue word starts with it, as the search matches it as a prefix.
 */
export async function lookUpSearchWords(db: Database, words: string[], lastWord: string): Promise<SearchWordLookup[]> {
  if (words.length === 0) return [];
  return queryRows<SearchWordLookup>(
    db,
    sql`select q.word,
        (exists (select 1 from automation_search_words s where s.word = q.word)
          or (q.word = ${lastWord} and exists (select 1 from automation_search_words s where s.word like q.word || '%')))
          as known,
        array(select s.word from automation_search_words s order by s.word <-> q.word limit ${NEAREST_WORDS}) as nearest
      from unnest(array[${sql.join(
        words.map((word) => sql`${word}::text`),
        sql`, `,
      )}]) as q(word)`,
  );
}
