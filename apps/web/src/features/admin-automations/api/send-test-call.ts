import { sendTestCallResponse, type SendTestCallInput } from '@basalt/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** A test request from the editor's current values (the automation need not be saved). */
export function useSendTestCall() {
  return useMutation({
    mutationFn: async (call: SendTestCallInput) =>
      sendTestCallResponse.parse(await api.post('/api/admin/automations/test-call', call)),
  });
}
