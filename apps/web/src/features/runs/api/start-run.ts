import { startRunResponse, type StartRunBody } from '@basalt/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { runQueryKeys } from './run-query-keys';

/** Starts a run; the caller makes one idempotency key per submit, so a retry never charges twice. */
export function useStartRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: StartRunBody) => startRunResponse.parse(await api.post('/api/runs', body)).run,
    onSuccess: () => {
      // The run's details (with its log) are re-read under runQueryKeys.all.
      void queryClient.invalidateQueries({ queryKey: runQueryKeys.all });
      // The balance changed (charge or hold).
      void queryClient.invalidateQueries({ queryKey: ['tokens'] });
      void queryClient.invalidateQueries({ queryKey: ['session'] });
    },
  });
}
