import { listAutomationsResponse, type ListAutomationsParams, type ListAutomationsResponse } from '@basalt/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export async function listAutomations(
  params: ListAutomationsParams,
  signal?: AbortSignal,
): Promise<ListAutomationsResponse> {
  const body = await api.get('/api/automations', { params, signal });
  // Parsing here turns a contract drift into a visible error instead of a broken card.
  return listAutomationsResponse.parse(body);
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
