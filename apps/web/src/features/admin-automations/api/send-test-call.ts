import { sendTestCallResponse, type SendTestCallInput } from '@basalt/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * The server ends a test call when a run would give up on its workflow (WEBHOOK_TIMEOUT_MS, 30 s by
 * default), so the request waits for that answer instead of the usual 8 s; this is only its backstop.
 */
const TEST_CALL_BACKSTOP_MS = 5 * 60_000;

/** A test request from the editor's current values (the automation need not be saved). */
export function useSendTestCall() {
  return useMutation({
    mutationFn: async (call: SendTestCallInput) =>
      sendTestCallResponse.parse(
        await api.post('/api/admin/automations/test-call', call, { timeoutMs: TEST_CALL_BACKSTOP_MS }),
      ),
  });
}
