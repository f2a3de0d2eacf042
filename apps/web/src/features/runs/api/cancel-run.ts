import { getRunResponse } from '@basalt/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { runQueryKeys } from './run-query-keys';

export function useCancelRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => getRunResponse.parse(await api.post(`/api/runs/${id}/cancel`)).run,
    onSuccess: () => {
      // The run's details (with its log) are re-read under runQueryKeys.all.
      void queryClient.invalidateQueries({ queryKey: runQueryKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['tokens'] });
      void queryClient.invalidateQueries({ queryKey: ['session'] });
    },
  });
}
