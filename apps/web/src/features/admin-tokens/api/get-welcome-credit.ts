import { getWelcomeCreditResponse } from '@basalt/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminTokensKey } from './get-token-stats';

export const welcomeCreditKey = [...adminTokensKey, 'welcome-credit'] as const;

export function useWelcomeCredit() {
  return useQuery({
    queryKey: welcomeCreditKey,
    queryFn: async ({ signal }) =>
      getWelcomeCreditResponse.parse(await api.get('/api/admin/settings/welcome-credit', { signal })),
  });
}
