import { deleteAutomationResponse } from '@basalt/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminAutomationsKey } from './list-admin-automations';

export function useBulkDeleteAutomations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: string[]) =>
      deleteAutomationResponse.parse(await api.post('/api/admin/automations/bulk-delete', { ids })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminAutomationsKey }),
  });
}
