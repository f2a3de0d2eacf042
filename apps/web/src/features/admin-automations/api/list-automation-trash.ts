import { listAutomationTrashResponse } from '@basalt/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminAutomationsKey } from './list-admin-automations';

/** Under the list's key, so a delete or restore refreshes both the list and the trash. */
export const automationTrashKey = [...adminAutomationsKey, 'trash'] as const;

export function useAutomationTrash() {
  return useQuery({
    queryKey: automationTrashKey,
    queryFn: async ({ signal }) =>
      listAutomationTrashResponse.parse(await api.get('/api/admin/automations/trash', { signal })),
  });
}
