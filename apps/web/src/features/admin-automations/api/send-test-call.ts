import { sendTestCallResponse } from '@basalt/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function useSendTestCall(id: string) {
  return useMutation({
    mutationFn: async () => sendTestCallResponse.parse(await api.post(`/api/admin/automations/${id}/test-call`)),
  });
}
