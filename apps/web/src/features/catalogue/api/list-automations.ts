import type { ListAutomationsParams, ListAutomationsResponse } from '@basalt/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const contract = () => import('@basalt/contracts/catalogue/list-automations').then((m) => m.listAutomationsResponse);

export async function listAutomations(
  params: ListAutomationsParams,
  signal?: AbortSignal,
): Promise<ListAutomationsResponse> {
  return api.getChecked('/api/automations', contract, { params, signal });
}

export function listAutomationsQueryOptions(params: ListAutomationsParams = {}) {
  return queryOptions({
    queryKey: ['automations', 'list', params],
    queryFn: ({ signal }) => listAutomations(params, signal),
  });
}

export function useListAutomations(params: ListAutomationsParams = {}) {
  return useQuery(listAutomationsQueryOptions(params));
}
