import { getLatestRunResponse } from '@basalt/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * The user's run of this automation still going, or ended in the last 15 minutes (issue 41), read
 * once as the page opens. Outside ['runs'], so the run changes that refresh the lists do not read it
 * again: from then on the run's own stream follows it.
 */
export function useLatestRun(automationId: string) {
  return useQuery({
    queryKey: ['latest-run', automationId],
    queryFn: async ({ signal }) =>
      getLatestRunResponse.parse(await api.get('/api/runs/latest', { signal, params: { automationId } })).run,
    staleTime: 0,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
}
