import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const contract = () => import('@basalt/contracts/tokens/list-token-packages').then((m) => m.listTokenPackagesResponse);

/** The bundles on sale and the expiry setting: the source of every price on the page (D1, D2). */
export function useTokenPackages() {
  return useQuery({
    queryKey: ['token-packages'],
    queryFn: ({ signal }) => api.getChecked('/api/token-packages', contract, { signal }),
    staleTime: 10 * 60_000,
  });
}
