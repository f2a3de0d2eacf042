import { updateAdminUserResponse, type UpdateAdminUserInput } from '@basalt/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminUsersKey } from './list-admin-users';

export function useUpdateAdminUser(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateAdminUserInput) =>
      updateAdminUserResponse.parse(await apiRequest(`/api/admin/users/${id}`, { method: 'PATCH', body })).user,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersKey }),
  });
}
