import { pauseAutomationResponse, type PauseAutomationBody } from '@basalt/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminAutomationsKey } from './list-admin-automations';

/** Pauses an automation by hand as the thresholds would: its queued runs are refunded (DESIGN D18). */
export function usePauseAutomation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...body }: PauseAutomationBody & { id: string }) =>
      pauseAutomationResponse.parse(await api.post(`/api/admin/automations/${id}/pause`, body)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminAutomationsKey }),
  });
}
