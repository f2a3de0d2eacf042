import { listAdminAutomationsResponse, type ListAdminAutomationsQuery } from '@basalt/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const adminAutomationsKey = ['admin', 'automations'] as const;

export function useAdminAutomations(filters: Partial<ListAdminAutomationsQuery>) {
  return useQuery({
    queryKey: [...adminAutomationsKey, 'list', filters],
    queryFn: async ({ signal }) =>
      listAdminAutomationsResponse.parse(await api.get('/api/admin/automations', { params: filters, signal })),
    placeholderData: keepPreviousData,
  });
}
