import { restoreAutomationResponse } from '@basalt/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminAutomationsKey } from './list-admin-automations';

export function useRestoreAutomation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      restoreAutomationResponse.parse(await api.post(`/api/admin/automations/${id}/restore`)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminAutomationsKey }),
  });
}
