import { listConfigurationsResponse } from '@basalt/contracts/configurations/list-configurations';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Spec: the dashboard shows the first 3 saved configurations, newest first. */
export const RECENT_CONFIGURATIONS = 3;

export function useRecentConfigurations() {
  return useQuery({
    queryKey: ['configurations', 'list', { sort: 'newest', limit: RECENT_CONFIGURATIONS }],
    queryFn: async ({ signal }) =>
      listConfigurationsResponse.parse(
        await api.get('/api/configurations', { params: { sort: 'newest', limit: RECENT_CONFIGURATIONS }, signal }),
      ).configurations,
  });
}
