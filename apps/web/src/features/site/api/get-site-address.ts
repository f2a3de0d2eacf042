import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const contract = () => import('@basalt/contracts/site/get-site-address').then((m) => m.getSiteAddressResponse);

/**
 * Basalt's public address (PUBLIC_URL). The server renders with it and sends it along, so the
 * browser hydrates the same text; it does not change while the app runs.
 */
export function useSiteAddress() {
  return useQuery({
    queryKey: ['site', 'address'],
    queryFn: ({ signal }) => api.getChecked('/api/site/address', contract, { signal }),
    staleTime: Infinity,
  });
}
