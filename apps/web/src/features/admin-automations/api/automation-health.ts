import { listPausedAutomationsResponse, resumeAutomationResponse, sendTestCallResponse } from '@basalt/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminAutomationsKey } from './list-admin-automations';

/** The server bounds a test call by WEBHOOK_TIMEOUT_MS; this is only the request's backstop. */
const TEST_CALL_BACKSTOP_MS = 5 * 60_000;

export const pausedAutomationsKey = [...adminAutomationsKey, 'paused'] as const;

/** The automations paused after repeated failures (DESIGN D18): the back office's banner. */
export function usePausedAutomations() {
  return useQuery({
    queryKey: pausedAutomationsKey,
    queryFn: async ({ signal }) =>
      listPausedAutomationsResponse.parse(await api.get('/api/admin/automation-health/paused', { signal })),
    refetchInterval: 60_000,
  });
}

/** The saved workflow called with the example input, as a run would call it; nobody is charged. */
export function useTestCallSavedAutomation(id: string) {
  return useMutation({
    mutationFn: async () =>
      sendTestCallResponse.parse(
        await api.post(`/api/admin/automations/${id}/test-call`, undefined, { timeoutMs: TEST_CALL_BACKSTOP_MS }),
      ),
  });
}

/** Resumes after a successful test call made by the server (409 with its verdict otherwise). */
export function useResumeAutomation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      resumeAutomationResponse.parse(
        await api.post(`/api/admin/automations/${id}/resume`, undefined, { timeoutMs: TEST_CALL_BACKSTOP_MS }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminAutomationsKey }),
  });
}
