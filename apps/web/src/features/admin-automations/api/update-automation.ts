import { updateAutomationResponse, type AutomationFormValues } from '@basalt/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminAutomationsKey } from './list-admin-automations';

export function useUpdateAutomation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (form: AutomationFormValues) =>
      updateAutomationResponse.parse(await apiRequest(`/api/admin/automations/${id}`, { method: 'PUT', body: form }))
        .automation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminAutomationsKey }),
  });
}
