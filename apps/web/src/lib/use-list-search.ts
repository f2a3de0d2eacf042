import { useDeferredValue, useEffect, useState } from 'react';

/**
 * Search text and page of a list page. The query gets the trimmed, deferred text (undefined when
 * blank) so typing stays smooth, and the page goes back to 1 when the search or any of `filters` changes.
 */
export function useListSearch(filters: readonly unknown[] = []) {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const deferred = useDeferredValue(q.trim());
  const filterKey = JSON.stringify(filters);
  useEffect(() => setPage(1), [deferred, filterKey]);
  /** Spread into a SearchInput (or ListToolbar's search) with its label and placeholder. */
  const searchBox = { value: q, onValueChange: setQ };
  return { q, setQ, search: deferred || undefined, page, setPage, searchBox };
}
