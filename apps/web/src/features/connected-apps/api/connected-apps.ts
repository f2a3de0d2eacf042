import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '@/lib/api-client';

const connectedAppsKey = ['connected-apps'] as const;

const contract = () =>
  import('@basalt/contracts/connected-apps/connected-app').then((m) => m.listConnectedAppsResponse);

export function useConnectedApps() {
  return useQuery({
    queryKey: connectedAppsKey,
    queryFn: async ({ signal }) => (await api.getChecked('/api/connected-apps', contract, { signal })).connectedApps,
  });
}

export function useDisconnectApp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clientId: string) =>
      apiRequest(`/api/connected-apps/${encodeURIComponent(clientId)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: connectedAppsKey }),
  });
}
