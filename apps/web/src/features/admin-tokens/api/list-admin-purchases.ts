import { listAdminPurchasesResponse, type ListAdminPurchasesQuery } from '@basalt/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminTokensKey } from './get-token-stats';

export function useAdminPurchases(params: Partial<ListAdminPurchasesQuery>) {
  return useQuery({
    queryKey: [...adminTokensKey, 'purchases', params],
    queryFn: async ({ signal }) =>
      listAdminPurchasesResponse.parse(await api.get('/api/admin/purchases', { params, signal })),
    placeholderData: keepPreviousData,
  });
}
