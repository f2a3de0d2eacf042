import { listTokenBalancesResponse, type ListTokenBalancesQuery } from '@basalt/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminTokensKey } from './get-token-stats';

export function useTokenBalances(params: Partial<ListTokenBalancesQuery>) {
  return useQuery({
    queryKey: [...adminTokensKey, 'balances', params],
    queryFn: async ({ signal }) =>
      listTokenBalancesResponse.parse(await api.get('/api/admin/tokens/balances', { params, signal })),
    placeholderData: keepPreviousData,
  });
}
