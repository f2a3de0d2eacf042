import { listPurchasesResponse, type Purchase } from '@basalt/contracts/tokens/list-purchases';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { tokenQueryKeys } from './token-query-keys';

/**
 * The last 10 purchases. `watchPending` polls every 2 s while one is still pending: after a card
 * payment the provider's event can arrive a moment after the browser comes back.
 */
export function usePurchases(options: { watchPending?: boolean } = {}) {
  return useQuery({
    queryKey: tokenQueryKeys.purchases,
    queryFn: async ({ signal }) =>
      listPurchasesResponse.parse(await api.get('/api/tokens/purchases', { signal })).purchases,
    refetchInterval: (query) =>
      options.watchPending && query.state.data?.some((p: Purchase) => p.status === 'pending') ? 2000 : false,
  });
}
