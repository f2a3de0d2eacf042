import { getTokenStatsResponse } from '@basalt/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const adminTokensKey = ['admin', 'tokens'] as const;

export function useTokenStats() {
  return useQuery({
    queryKey: [...adminTokensKey, 'stats'],
    queryFn: async ({ signal }) => getTokenStatsResponse.parse(await api.get('/api/admin/tokens/stats', { signal })),
  });
}
