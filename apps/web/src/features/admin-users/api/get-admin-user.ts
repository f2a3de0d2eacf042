import { getAdminUserResponse } from '@basalt/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminUsersKey } from './list-admin-users';

export const adminUserKey = (id: string) => [...adminUsersKey, 'one', id] as const;

export function useAdminUser(id: string) {
  return useQuery({
    queryKey: adminUserKey(id),
    queryFn: async ({ signal }) => getAdminUserResponse.parse(await api.get(`/api/admin/users/${id}`, { signal })).user,
  });
}
