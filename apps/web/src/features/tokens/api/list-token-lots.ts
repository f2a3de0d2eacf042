import { listTokenLotsResponse } from '@basalt/contracts/tokens/list-token-lots';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { tokenQueryKeys } from './token-query-keys';

export function useTokenLots() {
  return useQuery({
    queryKey: tokenQueryKeys.lots,
    queryFn: async ({ signal }) => listTokenLotsResponse.parse(await api.get('/api/tokens/lots', { signal })).lots,
  });
}
