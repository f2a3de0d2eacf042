import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { listAutomations } from '@/features/catalogue';
import type { MarketplaceFilters } from '../hooks/use-marketplace-params';

export const MARKETPLACE_PAGE_SIZE = 24;

/** The marketplace grid, one API page at a time ("Load more"). */
export function useMarketplacePages({ q, category, sort }: MarketplaceFilters) {
  const params = { q: q.trim() || undefined, category: category || undefined, sort };
  return useInfiniteQuery({
    queryKey: ['automations', 'marketplace', params],
    queryFn: ({ pageParam, signal }) =>
      listAutomations({ ...params, limit: MARKETPLACE_PAGE_SIZE, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.automations.length, 0);
      return loaded < lastPage.total ? loaded : undefined;
    },
    // While a new search loads, the previous results stay on screen instead of the skeleton.
    placeholderData: keepPreviousData,
  });
}
