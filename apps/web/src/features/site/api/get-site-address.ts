import { getSiteAddressResponse } from '@basalt/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * Basalt's public address (PUBLIC_URL). The server renders with it and sends it along, so the
 * browser hydrates the same text; it does not change while the app runs.
 */
export function useSiteAddress() {
  return useQuery({
    queryKey: ['site', 'address'],
    queryFn: async ({ signal }) => getSiteAddressResponse.parse(await api.get('/api/site/address', { signal })),
    staleTime: Infinity,
  });
}
