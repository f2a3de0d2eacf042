import { rotateWebhookSecretResponse } from '@basalt/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminAutomationsKey } from './list-admin-automations';

export function useRotateWebhookSecret(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      rotateWebhookSecretResponse.parse(await api.post(`/api/admin/automations/${id}/webhook-secret`)).webhookSecret,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...adminAutomationsKey, 'one', id] }),
  });
}
