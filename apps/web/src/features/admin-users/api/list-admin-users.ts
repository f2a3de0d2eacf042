import { listAdminUsersResponse, type ListAdminUsersQuery } from '@basalt/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const adminUsersKey = ['admin', 'users'] as const;

export function useAdminUsers(params: Partial<ListAdminUsersQuery>) {
  return useQuery({
    queryKey: [...adminUsersKey, 'list', params],
    queryFn: async ({ signal }) => listAdminUsersResponse.parse(await api.get('/api/admin/users', { params, signal })),
    placeholderData: keepPreviousData,
  });
}
