import { configurationResponse } from '@basalt/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { configurationQueryKeys } from './configuration-query-keys';

export function useConfiguration(id: string | null) {
  return useQuery({
    queryKey: configurationQueryKeys.detail(id ?? ''),
    queryFn: async ({ signal }) =>
      configurationResponse.parse(await api.get(`/api/configurations/${id}`, { signal })).configuration,
    enabled: id !== null,
  });
}
