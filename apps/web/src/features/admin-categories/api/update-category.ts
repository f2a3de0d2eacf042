import { updateCategoryResponse, type UpdateCategoryBody } from '@basalt/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshCategories } from './list-admin-categories';

export function useRenameCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...body }: UpdateCategoryBody & { id: string }) =>
      updateCategoryResponse.parse(await apiRequest(`/api/admin/categories/${id}`, { method: 'PUT', body })).category,
    onSuccess: () => refreshCategories(queryClient),
  });
}
