import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshCategories } from './list-admin-categories';

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/api/admin/categories/${id}`, { method: 'DELETE' }),
    onSuccess: () => refreshCategories(queryClient),
  });
}
