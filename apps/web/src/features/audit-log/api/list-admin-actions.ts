import { listAdminActionsResponse, type ListAdminActionsQuery } from '@basalt/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function useAdminActions(params: Partial<ListAdminActionsQuery>) {
  return useQuery({
    queryKey: ['admin', 'audit-log', params],
    queryFn: async ({ signal }) =>
      listAdminActionsResponse.parse(await api.get('/api/admin/audit-log', { params, signal })),
    placeholderData: keepPreviousData,
  });
}
