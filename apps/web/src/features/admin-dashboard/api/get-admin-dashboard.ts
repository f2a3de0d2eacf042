import { DASHBOARD_REFRESH_MS, getAdminDashboardResponse } from '@basalt/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Refetched every 30 s; the server computes the figures at most once a minute. */
export function useAdminDashboard() {
  return useQuery({
    queryKey: ['admin', 'dashboard'],
    queryFn: async ({ signal }) => getAdminDashboardResponse.parse(await api.get('/api/admin/dashboard', { signal })),
    refetchInterval: DASHBOARD_REFRESH_MS,
  });
}
