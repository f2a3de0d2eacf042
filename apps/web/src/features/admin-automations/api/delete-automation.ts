import { deleteAutomationResponse } from '@basalt/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminAutomationsKey } from './list-admin-automations';

export function useDeleteAutomation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      deleteAutomationResponse.parse(await apiRequest(`/api/admin/automations/${id}`, { method: 'DELETE' })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminAutomationsKey }),
  });
}
