import { listConfigurationsResponse, type ListConfigurationsQuery } from '@basalt/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { configurationQueryKeys } from './configuration-query-keys';

export function useConfigurations(params: Partial<ListConfigurationsQuery> = {}) {
  return useQuery({
    queryKey: configurationQueryKeys.list(params),
    queryFn: async ({ signal }) =>
      listConfigurationsResponse.parse(await api.get('/api/configurations', { signal, params })).configurations,
    placeholderData: keepPreviousData,
  });
}
