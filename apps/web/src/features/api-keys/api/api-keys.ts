import {
  createApiKeyResponse,
  listApiKeysResponse,
  type CreateApiKeyBody,
  type CreateApiKeyResponse,
} from '@basalt/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '@/lib/api-client';

export const apiKeysKey = ['api-keys'] as const;

export function useApiKeys() {
  return useQuery({
    queryKey: apiKeysKey,
    queryFn: async ({ signal }) => listApiKeysResponse.parse(await api.get('/api/api-keys', { signal })).apiKeys,
  });
}

/** The answer holds the key itself: the one moment it can be copied. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateApiKeyBody): Promise<CreateApiKeyResponse> =>
      createApiKeyResponse.parse(await api.post('/api/api-keys', body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysKey }),
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/api/api-keys/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysKey }),
  });
}
