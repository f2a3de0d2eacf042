import {
  webhookSecretResponse,
  webhookSettings,
  type UpdateWebhookSettingsInput,
  type WebhookSettings,
} from '@basalt/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const webhookQueryKeys = {
  settings: ['account', 'webhook'] as const,
  secret: ['account', 'webhook', 'secret'] as const,
  deliveries: ['account', 'webhook', 'deliveries'] as const,
};

export function useWebhookSettings() {
  return useQuery({
    queryKey: webhookQueryKeys.settings,
    queryFn: async () => webhookSettings.parse(await apiRequest('/api/account/webhook')),
  });
}

export function useUpdateWebhookSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: UpdateWebhookSettingsInput) =>
      webhookSettings.parse(await apiRequest('/api/account/webhook', { method: 'PUT', body: input })),
    onSuccess: (saved: WebhookSettings) => queryClient.setQueryData(webhookQueryKeys.settings, saved),
  });
}

/** The secret is fetched only once the user asks to see it. */
export function useWebhookSecret(revealed: boolean) {
  return useQuery({
    queryKey: webhookQueryKeys.secret,
    queryFn: async () => webhookSecretResponse.parse(await apiRequest('/api/account/webhook/secret')),
    enabled: revealed,
    staleTime: Infinity,
  });
}

export function useRotateWebhookSecret() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      webhookSecretResponse.parse(await apiRequest('/api/account/webhook/secret/rotate', { method: 'POST' })),
    onSuccess: (rotated) => queryClient.setQueryData(webhookQueryKeys.secret, rotated),
  });
}
