import { listWebhookDeliveriesResponse, resendWebhookDeliveryResponse } from '@basalt/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { webhookQueryKeys } from './webhook-endpoints';

export function useWebhookDeliveries(endpointId?: string) {
  return useQuery({
    queryKey: webhookQueryKeys.deliveries(endpointId),
    queryFn: async () =>
      listWebhookDeliveriesResponse.parse(
        await apiRequest(`/api/account/webhook-deliveries${endpointId ? `?endpointId=${endpointId}` : ''}`),
      ),
  });
}

export function useResendWebhookDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      resendWebhookDeliveryResponse.parse(
        await apiRequest(`/api/account/webhook-deliveries/${id}/resend`, { method: 'POST' }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['account', 'webhook-deliveries'] }),
  });
}
