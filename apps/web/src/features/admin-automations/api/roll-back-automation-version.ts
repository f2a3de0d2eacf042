import { rollBackAutomationVersionResponse } from '@basalt/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminAutomationsKey } from './list-admin-automations';

export function useRollBackAutomationVersion(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (number: number) =>
      rollBackAutomationVersionResponse.parse(
        await api.post(`/api/admin/automations/${id}/versions/${number}/roll-back`, {}),
      ).version,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminAutomationsKey }),
  });
}
