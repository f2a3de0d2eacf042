import { getAutomationInsightsResponse } from '@basalt/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminAutomationsKey } from './list-admin-automations';

/** An automation's last 30 days, for its own page in the back office. */
export function useAutomationInsights(id: string) {
  return useQuery({
    queryKey: [...adminAutomationsKey, 'insights', id],
    queryFn: async ({ signal }) =>
      getAutomationInsightsResponse.parse(await api.get(`/api/admin/automations/${id}/insights`, { signal })),
    retry: false,
  });
}
