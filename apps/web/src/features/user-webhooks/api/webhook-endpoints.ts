import {
  listWebhookEndpointsResponse,
  webhookEndpointResponse,
  webhookSecretResponse,
  type CreateWebhookEndpointInput,
  type UpdateWebhookEndpointInput,
} from '@basalt/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const ENDPOINTS_PATH = '/api/account/webhook-endpoints';
/** Signs deliveries to a webhookUrl given when starting a run. */
export const RUN_URL_SECRET_PATH = '/api/account/run-webhook-secret';

export const webhookQueryKeys = {
  endpoints: ['account', 'webhook-endpoints'] as const,
  secret: (path: string) => ['account', 'webhook-secret', path] as const,
  deliveries: (endpointId?: string) => ['account', 'webhook-deliveries', endpointId ?? 'all'] as const,
};

export function useWebhookEndpoints() {
  return useQuery({
    queryKey: webhookQueryKeys.endpoints,
    queryFn: async () => listWebhookEndpointsResponse.parse(await apiRequest(ENDPOINTS_PATH)),
  });
}

export function useCreateWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateWebhookEndpointInput) =>
      webhookEndpointResponse.parse(await apiRequest(ENDPOINTS_PATH, { method: 'POST', body: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookQueryKeys.endpoints }),
  });
}

export function useUpdateWebhookEndpoint(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: UpdateWebhookEndpointInput) =>
      webhookEndpointResponse.parse(await apiRequest(`${ENDPOINTS_PATH}/${id}`, { method: 'PATCH', body: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookQueryKeys.endpoints }),
  });
}

export function useDeleteWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest(`${ENDPOINTS_PATH}/${id}`, { method: 'DELETE' });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookQueryKeys.endpoints }),
  });
}

/** `path` is an endpoint's …/secret or the run-URL secret; fetched only once the user asks to see it. */
export function useWebhookSecret(path: string, revealed: boolean) {
  return useQuery({
    queryKey: webhookQueryKeys.secret(path),
    queryFn: async () => webhookSecretResponse.parse(await apiRequest(path)),
    enabled: revealed,
    staleTime: Infinity,
  });
}

export function useRotateWebhookSecret(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => webhookSecretResponse.parse(await apiRequest(`${path}/rotate`, { method: 'POST' })),
    onSuccess: (rotated) => queryClient.setQueryData(webhookQueryKeys.secret(path), rotated),
  });
}
