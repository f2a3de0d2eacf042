import type { Database } from '../../platform/db/database';
import { listPublishedAutomations, type ListFilter } from './catalogue.queries';
import { correctSearchWords, isCorrectable } from './search-correction';
import { searchWords, toSearchTsQuery } from './search-query';
import { lookUpSearchWords } from './search-words.queries';

/** Below this many results a search is tried again with its typos corrected (issue 41). */
export const FEW_RESULTS = 3;

type Found = Awaited<ReturnType<typeof listPublishedAutomations>>;

/**
 * The page for `q` with its unknown words corrected (decision 063), with the words searched, when
 * that finds more than `q` did (`foundTotal`); null when nothing was corrected or it found no more.
 */
export async function searchCorrected(
  db: Database,
  q: string | undefined,
  filter: Omit<ListFilter, 'tsQuery'>,
  foundTotal: number,
): Promise<(Found & { query: string }) | null> {
  const words = searchWords(q);
  const correctable = [...new Set(words.filter(isCorrectable))];
  if (correctable.length === 0) return null;
  const corrected = correctSearchWords(words, await lookUpSearchWords(db, correctable, words.at(-1)!));
  if (!corrected) return null;
  const query = corrected.join(' ');
  const found = await listPublishedAutomations(db, { ...filter, tsQuery: toSearchTsQuery(query) });
  return found.total > foundTotal ? { ...found, query } : null;
}
