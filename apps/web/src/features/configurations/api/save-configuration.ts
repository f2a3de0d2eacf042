import { configurationResponse, type CreateConfigurationBody, type UpdateConfigurationBody } from '@basalt/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { configurationQueryKeys } from './configuration-query-keys';

type SaveInput = CreateConfigurationBody & { id?: string };

/** Creates a configuration, or updates it when `id` is given (the Edit flow). */
export function useSaveConfiguration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...body }: SaveInput) => {
      const answer = id
        ? await apiRequest(`/api/configurations/${id}`, {
            method: 'PUT',
            body: {
              configName: body.configName,
              configData: body.configData,
              deliver: body.deliver ?? null,
            } satisfies UpdateConfigurationBody,
          })
        : await apiRequest('/api/configurations', { method: 'POST', body });
      return configurationResponse.parse(answer).configuration;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: configurationQueryKeys.all }),
  });
}
