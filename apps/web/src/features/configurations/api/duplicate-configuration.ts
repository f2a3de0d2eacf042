import { configurationResponse } from '@basalt/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { configurationQueryKeys } from './configuration-query-keys';

export function useDuplicateConfiguration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      configurationResponse.parse(await api.post(`/api/configurations/${id}/duplicate`)).configuration,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: configurationQueryKeys.all }),
  });
}
