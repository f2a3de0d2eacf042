import { listWebhookDeliveriesResponse, resendWebhookDeliveryResponse } from '@basalt/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { webhookQueryKeys } from './webhook-settings';

export function useWebhookDeliveries() {
  return useQuery({
    queryKey: webhookQueryKeys.deliveries,
    queryFn: async () => listWebhookDeliveriesResponse.parse(await apiRequest('/api/account/webhook/deliveries')),
  });
}

export function useResendWebhookDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      resendWebhookDeliveryResponse.parse(
        await apiRequest(`/api/account/webhook/deliveries/${id}/resend`, { method: 'POST' }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhookQueryKeys.deliveries }),
  });
}
