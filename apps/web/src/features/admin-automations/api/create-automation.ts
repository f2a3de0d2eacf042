import { createAutomationResponse, type AutomationFormValues } from '@basalt/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminAutomationsKey } from './list-admin-automations';

export function useCreateAutomation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (form: AutomationFormValues) =>
      createAutomationResponse.parse(await api.post('/api/admin/automations', form)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminAutomationsKey }),
  });
}
