import { getHealthThresholdsResponse, type UpdateHealthThresholdsBody } from '@basalt/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '@/lib/api-client';
import { adminAutomationsKey } from './list-admin-automations';

const url = '/api/admin/settings/automation-health';
export const healthThresholdsKey = [...adminAutomationsKey, 'health-thresholds'] as const;

export function useHealthThresholds() {
  return useQuery({
    queryKey: healthThresholdsKey,
    queryFn: async ({ signal }) => getHealthThresholdsResponse.parse(await api.get(url, { signal })),
  });
}

export function useUpdateHealthThresholds() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateHealthThresholdsBody) =>
      getHealthThresholdsResponse.parse(await apiRequest(url, { method: 'PUT', body })),
    onSuccess: (saved) => queryClient.setQueryData(healthThresholdsKey, saved),
  });
}
