import { listAdminAutomationsResponse, listAdminRunsResponse, type ListAdminRunsQuery } from '@basalt/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const adminRunsKey = ['admin', 'runs'] as const;

export function useAdminRuns(params: Partial<ListAdminRunsQuery>) {
  return useQuery({
    queryKey: [...adminRunsKey, 'list', params],
    queryFn: async ({ signal }) => listAdminRunsResponse.parse(await api.get('/api/admin/runs', { params, signal })),
    placeholderData: keepPreviousData,
  });
}

/** Every automation, drafts included, for the explorer's automation filter. */
export function useRunAutomationChoices() {
  return useQuery({
    queryKey: ['admin', 'automations', 'list', {}],
    queryFn: async ({ signal }) =>
      listAdminAutomationsResponse.parse(await api.get('/api/admin/automations', { signal })),
    select: (list) => list.automations.map((automation) => ({ id: automation.id, name: automation.name })),
  });
}
