import { updateLeadRequestResponse, type LeadRequestStatus } from '@basalt/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { leadRequestsKey } from './list-lead-requests';

export function useUpdateLeadRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, status }: { id: string; status: LeadRequestStatus }) =>
      updateLeadRequestResponse.parse(
        await apiRequest(`/api/admin/lead-requests/${id}`, { method: 'PATCH', body: { status } }),
      ).lead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: leadRequestsKey }),
  });
}
