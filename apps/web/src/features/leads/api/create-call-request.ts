import { createLeadRequestResponse, type CreateCallRequestBody } from '@basalt/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function useCreateCallRequest() {
  return useMutation({
    mutationFn: async (body: CreateCallRequestBody) =>
      createLeadRequestResponse.parse(await api.post('/api/lead-requests/call', body)),
  });
}
