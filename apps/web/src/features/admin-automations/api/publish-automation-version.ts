import { publishAutomationVersionResponse, type PublishAutomationVersionBody } from '@basalt/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminAutomationsKey } from './list-admin-automations';

export function usePublishAutomationVersion(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: PublishAutomationVersionBody) =>
      publishAutomationVersionResponse.parse(await api.post(`/api/admin/automations/${id}/versions`, body)).version,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminAutomationsKey }),
  });
}
