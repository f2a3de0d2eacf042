import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';

/** How long typing must pause before the list asks the server (one request per pause, not per key). */
export const SEARCH_DEBOUNCE_MS = 300;

type Filters = Record<string, string>;

/**
 * Search text, filters and page of a list page, kept in the address (?q=&page=&<filter>=) so a reload,
 * a shared link or the back button shows the same list. A value equal to its default is left out of
 * the address. The query gets the trimmed text once typing pauses (undefined when blank); the page
 * goes back to 1 when the search or a filter changes.
 */
export function useListSearch<F extends Filters>(defaults: F = {} as F) {
  const [params, setParams] = useSearchParams();
  const search = params.get('q')?.trim() || undefined;
  const [q, setQ] = useState(search ?? '');
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const filterKey = JSON.stringify(defaults);
  const filters = useMemo(
    () => Object.fromEntries(Object.entries(defaults).map(([key, value]) => [key, params.get(key) ?? value])) as F,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- defaults is a fresh literal on every render
    [params, filterKey],
  );

  const update = useCallback(
    (changes: Record<string, string | undefined>, resetPage: boolean) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined || value === (JSON.parse(filterKey) as Filters)[key]) next.delete(key);
            else next.set(key, value);
          }
          if (resetPage) next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams, filterKey],
  );

  const typed = q.trim();
  useEffect(() => {
    if (typed === (search ?? '')) return;
    const timer = setTimeout(() => update({ q: typed || undefined }, true), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, search, update]);

  const setPage = useCallback((next: number) => update({ page: next > 1 ? String(next) : undefined }, false), [update]);
  const setFilter = useCallback(
    <K extends keyof F & string>(key: K, value: F[K]) => update({ [key]: value }, true),
    [update],
  );
  /** Several filters at once (a sort column and its order), in one change of the address. */
  const setFilters = useCallback((changes: Partial<F>) => update(changes, true), [update]);
  /** Spread into a SearchInput (or ListToolbar's search) with its label and placeholder. */
  const searchBox = { value: q, onValueChange: setQ };
  return { q, setQ, search, page, setPage, filters, setFilter, setFilters, searchBox };
}
