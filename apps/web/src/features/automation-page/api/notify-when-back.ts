import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** One e-mail when the paused automation takes runs again (DESIGN D18). */
export function useNotifyWhenBack(automationId: string) {
  return useMutation({
    mutationFn: () => api.post(`/api/automations/${automationId}/notify-when-back`),
  });
}
