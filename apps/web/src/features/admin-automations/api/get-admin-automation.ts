import { getAdminAutomationResponse } from '@basalt/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminAutomationsKey } from './list-admin-automations';

export function useAdminAutomation(id: string) {
  return useQuery({
    queryKey: [...adminAutomationsKey, 'one', id],
    queryFn: async ({ signal }) =>
      getAdminAutomationResponse.parse(await api.get(`/api/admin/automations/${id}`, { signal })).automation,
    retry: false,
  });
}
