import { createCategoryResponse, type CreateCategoryBody } from '@basalt/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshCategories } from './list-admin-categories';

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateCategoryBody) =>
      createCategoryResponse.parse(await api.post('/api/admin/categories', body)).category,
    onSuccess: () => refreshCategories(queryClient),
  });
}
