import { automationSorts, type AutomationSort } from '@basalt/contracts';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export type MarketplaceFilters = { q: string; category: string; sort: AutomationSort };

const DEFAULT_SORT: AutomationSort = 'popular';

/** An unknown ?sort= (an old or hand-edited link) shows the default order. */
const parseSort = (value: string | null): AutomationSort =>
  automationSorts.find((sort) => sort === value) ?? DEFAULT_SORT;

/**
 * Filters live in the URL (?q=&category=&sort=), so links, reload and Back keep them. Defaults are
 * left out of the URL to keep shared links short.
 */
export function useMarketplaceParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters: MarketplaceFilters = {
    q: searchParams.get('q') ?? '',
    category: searchParams.get('category') ?? '',
    sort: parseSort(searchParams.get('sort')),
  };

  const update = useCallback(
    (changes: Partial<MarketplaceFilters>, options: { replace?: boolean } = {}) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (!value || (key === 'sort' && value === DEFAULT_SORT)) next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: options.replace, preventScrollReset: true },
      );
    },
    [setSearchParams],
  );

  return { filters, update };
}
