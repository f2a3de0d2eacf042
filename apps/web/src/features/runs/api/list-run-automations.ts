import { listRunAutomationsResponse } from '@basalt/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { runQueryKeys } from './run-query-keys';

/** Published automations for the history's automation filter. */
export function useRunAutomations() {
  return useQuery({
    queryKey: runQueryKeys.automations,
    queryFn: async ({ signal }) =>
      listRunAutomationsResponse.parse(await api.get('/api/runs/automations', { signal })).automations,
    staleTime: 5 * 60_000,
  });
}
