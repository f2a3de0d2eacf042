import { listAdminAdjustmentsResponse } from '@basalt/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminTokensKey } from './get-token-stats';

export function useAdminAdjustments() {
  return useQuery({
    queryKey: [...adminTokensKey, 'adjustments'],
    queryFn: async ({ signal }) =>
      listAdminAdjustmentsResponse.parse(await api.get('/api/admin/tokens/adjustments', { signal })).adjustments,
  });
}
