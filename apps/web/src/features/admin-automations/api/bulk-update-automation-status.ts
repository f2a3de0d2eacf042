import { bulkUpdateAutomationStatusResponse, type BulkUpdateAutomationStatusBody } from '@basalt/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminAutomationsKey } from './list-admin-automations';

export function useBulkUpdateAutomationStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: BulkUpdateAutomationStatusBody) =>
      bulkUpdateAutomationStatusResponse.parse(await api.post('/api/admin/automations/bulk-status', body)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminAutomationsKey }),
  });
}
