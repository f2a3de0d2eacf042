import { resendRunDeliveryResponse } from '@basalt/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { runQueryKeys } from './run-query-keys';

/** Sends a run's result to one destination again; the answer says how it went. */
export function useResendRunDelivery(runId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (deliveryId: string) =>
      resendRunDeliveryResponse.parse(await api.post(`/api/runs/${runId}/deliveries/${deliveryId}/resend`)).delivery,
    onSettled: () => queryClient.invalidateQueries({ queryKey: runQueryKeys.deliveries(runId) }),
  });
}
