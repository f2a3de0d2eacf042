import { compareAutomationVersionsResponse } from '@basalt/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { automationVersionsKey } from './list-automation-versions';

/** Runs once two versions are picked; `from` is the older. */
export function useCompareAutomationVersions(id: string, pair: { from: number; to: number } | null) {
  return useQuery({
    queryKey: [...automationVersionsKey(id), 'compare', pair],
    queryFn: async ({ signal }) =>
      compareAutomationVersionsResponse.parse(
        await api.get(`/api/admin/automations/${id}/versions/compare`, { params: pair!, signal }),
      ),
    enabled: pair !== null,
  });
}
