import { createLeadRequestResponse, type CreateCustomAutomationRequestBody } from '@basalt/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function useCreateCustomAutomationRequest() {
  return useMutation({
    mutationFn: async (body: CreateCustomAutomationRequestBody) =>
      createLeadRequestResponse.parse(await api.post('/api/lead-requests/custom-automation', body)),
  });
}
