import { changeAdminRoleResponse } from '@basalt/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminUsersKey } from './list-admin-users';

export function useDemoteAdmin(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => changeAdminRoleResponse.parse(await api.post(`/api/admin/users/${id}/demote`)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersKey }),
  });
}
