import { getSubscriptionResponse } from '@basalt/contracts/tokens/get-subscription';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { tokenQueryKeys } from './token-query-keys';

export function useSubscription() {
  return useQuery({
    queryKey: tokenQueryKeys.subscription,
    queryFn: async ({ signal }) =>
      getSubscriptionResponse.parse(await api.get('/api/subscription', { signal })).subscription,
  });
}
