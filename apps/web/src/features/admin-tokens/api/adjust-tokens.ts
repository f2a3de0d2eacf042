import { adjustTokensResponse, type AdjustTokensBody } from '@basalt/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminTokensKey } from './get-token-stats';

export function useAdjustTokens() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AdjustTokensBody) =>
      adjustTokensResponse.parse(await api.post('/api/admin/tokens/adjustments', body)),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: adminTokensKey });
      await queryClient.invalidateQueries({ queryKey: ['admin', 'users'] });
    },
  });
}
