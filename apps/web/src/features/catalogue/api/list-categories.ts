import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const contract = () => import('@basalt/contracts/catalogue/list-categories').then((m) => m.listCategoriesResponse);

export function useCategories() {
  return useQuery({
    queryKey: ['categories'],
    queryFn: async ({ signal }) => (await api.getChecked('/api/categories', contract, { signal })).categories,
    staleTime: 10 * 60_000,
  });
}
