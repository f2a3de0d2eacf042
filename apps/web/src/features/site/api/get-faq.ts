import { getFaqResponse } from '@basalt/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The FAQ with its price and expiry answers written by the server from the bundles and settings. */
export function useFaq() {
  return useQuery({
    queryKey: ['site', 'faq'],
    queryFn: async ({ signal }) => getFaqResponse.parse(await api.get('/api/site/faq', { signal })),
  });
}
