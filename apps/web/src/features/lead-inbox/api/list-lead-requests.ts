import { listLeadRequestsResponse, type ListLeadRequestsQuery } from '@basalt/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const leadRequestsKey = ['admin', 'lead-requests'] as const;

export function useLeadRequests(params: Partial<ListLeadRequestsQuery>) {
  return useQuery({
    queryKey: [...leadRequestsKey, params],
    queryFn: async ({ signal }) =>
      listLeadRequestsResponse.parse(await api.get('/api/admin/lead-requests', { params, signal })),
    placeholderData: keepPreviousData,
  });
}
