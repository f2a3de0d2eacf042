import { listCategoriesResponse } from '@basalt/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function useCategories() {
  return useQuery({
    queryKey: ['categories'],
    queryFn: async ({ signal }) =>
      listCategoriesResponse.parse(await api.get('/api/categories', { signal })).categories,
    staleTime: 10 * 60_000,
  });
}
