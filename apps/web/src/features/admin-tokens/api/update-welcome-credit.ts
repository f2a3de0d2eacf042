import { updateWelcomeCreditResponse, type UpdateWelcomeCreditBody } from '@basalt/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { welcomeCreditKey } from './get-welcome-credit';

export function useUpdateWelcomeCredit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateWelcomeCreditBody) =>
      updateWelcomeCreditResponse.parse(
        await apiRequest('/api/admin/settings/welcome-credit', { method: 'PUT', body }),
      ),
    onSuccess: async (saved) => {
      queryClient.setQueryData(welcomeCreditKey, saved);
      // The public pages' sentences read the amount from the site stats.
      await queryClient.invalidateQueries({ queryKey: ['site', 'stats'] });
    },
  });
}
