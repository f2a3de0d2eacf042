import { retireAutomationVersionResponse } from '@basalt/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { automationVersionsKey } from './list-automation-versions';

export function useRetireAutomationVersion(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (number: number) =>
      retireAutomationVersionResponse.parse(await api.post(`/api/admin/automations/${id}/versions/${number}/retire`))
        .version,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: automationVersionsKey(id) }),
  });
}
