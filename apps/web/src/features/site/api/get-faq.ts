import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const contract = () => import('@basalt/contracts/site/get-faq').then((m) => m.getFaqResponse);

/** The FAQ with its price and expiry answers written by the server from the bundles and settings. */
export function useFaq() {
  return useQuery({
    queryKey: ['site', 'faq'],
    queryFn: ({ signal }) => api.getChecked('/api/site/faq', contract, { signal }),
  });
}
