import { getSiteStatsResponse } from '@basalt/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function useSiteStats() {
  return useQuery({
    queryKey: ['site', 'stats'],
    queryFn: async ({ signal }) => getSiteStatsResponse.parse(await api.get('/api/site/stats', { signal })),
  });
}
