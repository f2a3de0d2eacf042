import { getRunStatsResponse } from '@basalt/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { runQueryKeys } from './run-query-keys';

/** The history's 30-day stats row. */
export function useRunStats() {
  return useQuery({
    queryKey: runQueryKeys.stats,
    queryFn: async ({ signal }) => getRunStatsResponse.parse(await api.get('/api/runs/stats', { signal })),
  });
}
