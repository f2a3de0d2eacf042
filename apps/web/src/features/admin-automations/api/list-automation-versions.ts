import { listAdminAutomationVersionsResponse } from '@basalt/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminAutomationsKey } from './list-admin-automations';

/** Under the automations key, so anything that changes an automation refreshes its versions too. */
export const automationVersionsKey = (id: string) => [...adminAutomationsKey, 'versions', id] as const;

export function useAutomationVersions(id: string) {
  return useQuery({
    queryKey: automationVersionsKey(id),
    queryFn: async ({ signal }) =>
      listAdminAutomationVersionsResponse.parse(await api.get(`/api/admin/automations/${id}/versions`, { signal })),
  });
}
