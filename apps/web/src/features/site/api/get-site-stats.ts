import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const contract = () => import('@basalt/contracts/site/get-site-stats').then((m) => m.getSiteStatsResponse);

export function useSiteStats() {
  return useQuery({
    queryKey: ['site', 'stats'],
    queryFn: ({ signal }) => api.getChecked('/api/site/stats', contract, { signal }),
  });
}
