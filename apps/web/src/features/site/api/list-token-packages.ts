import { listTokenPackagesResponse } from '@basalt/contracts/tokens/list-token-packages';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The bundles on sale and the expiry setting: the source of every price on the page (D1, D2). */
export function useTokenPackages() {
  return useQuery({
    queryKey: ['token-packages'],
    queryFn: async ({ signal }) => listTokenPackagesResponse.parse(await api.get('/api/token-packages', { signal })),
    staleTime: 10 * 60_000,
  });
}
