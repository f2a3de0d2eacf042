import { getTokenBalanceResponse } from '@basalt/contracts/tokens/get-token-balance';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { tokenQueryKeys } from './token-query-keys';

/**
 * The signed-in user's balance. On a failed reload the last known balance stays on screen (spec:
 * a balance load failure is only logged).
 */
export function useTokenBalance(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: tokenQueryKeys.balance,
    queryFn: async ({ signal }) =>
      getTokenBalanceResponse.parse(await api.get('/api/tokens/balance', { signal })).balance,
    enabled: options.enabled ?? true,
  });
}
