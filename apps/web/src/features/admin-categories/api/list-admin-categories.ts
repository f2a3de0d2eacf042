import { listAdminCategoriesResponse } from '@basalt/contracts';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const adminCategoriesKey = ['admin', 'categories'] as const;

export function useAdminCategories() {
  return useQuery({
    queryKey: adminCategoriesKey,
    queryFn: async ({ signal }) =>
      listAdminCategoriesResponse.parse(await api.get('/api/admin/categories', { signal })).categories,
  });
}

/** After a change: this list, and the category lists of the automation form and the marketplace. */
export const refreshCategories = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: adminCategoriesKey }),
    queryClient.invalidateQueries({ queryKey: ['categories'] }),
  ]);
