import {
  cancelAdminRunResponse,
  getAdminRunResponse,
  refundAdminRunResponse,
  type RefundAdminRunBody,
} from '@basalt/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminRunsKey } from './list-admin-runs';

export function useAdminRun(id: string) {
  return useQuery({
    queryKey: [...adminRunsKey, 'detail', id],
    queryFn: async ({ signal }) => getAdminRunResponse.parse(await api.get(`/api/admin/runs/${id}`, { signal })),
  });
}

export function useCancelAdminRun(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => cancelAdminRunResponse.parse(await api.post(`/api/admin/runs/${id}/cancel`)),
    onSuccess: (detail) => {
      queryClient.setQueryData([...adminRunsKey, 'detail', id], detail);
      return queryClient.invalidateQueries({ queryKey: [...adminRunsKey, 'list'] });
    },
  });
}

export function useRefundAdminRun(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: RefundAdminRunBody) =>
      refundAdminRunResponse.parse(await api.post(`/api/admin/runs/${id}/refund`, body)),
    onSuccess: (detail) => {
      queryClient.setQueryData([...adminRunsKey, 'detail', id], detail);
      return queryClient.invalidateQueries({ queryKey: [...adminRunsKey, 'list'] });
    },
  });
}
