import { listRunsResponse, type ListRunsQuery } from '@basalt/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { runQueryKeys } from './run-query-keys';

/** One page of the user's run history with the exact count. */
export function useRuns(params: Partial<ListRunsQuery>) {
  return useQuery({
    queryKey: runQueryKeys.list(params),
    queryFn: async ({ signal }) => listRunsResponse.parse(await api.get('/api/runs', { signal, params })),
    placeholderData: keepPreviousData,
  });
}
