import { listTokenTransactionsResponse } from '@basalt/contracts/tokens/list-token-transactions';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { tokenQueryKeys } from './token-query-keys';

/** The 50 most recent transactions, newest first. */
export function useTokenTransactions() {
  return useQuery({
    queryKey: tokenQueryKeys.transactions,
    queryFn: async ({ signal }) =>
      listTokenTransactionsResponse.parse(await api.get('/api/tokens/transactions', { signal })).transactions,
  });
}
