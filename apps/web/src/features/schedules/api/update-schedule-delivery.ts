import { scheduleResponse, type UpdateScheduleDeliveryBody } from '@basalt/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { scheduleQueryKeys } from './schedule-query-keys';

export function useUpdateScheduleDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, deliver }: { id: string } & UpdateScheduleDeliveryBody) =>
      scheduleResponse.parse(
        await apiRequest(`/api/schedules/${id}/delivery`, {
          method: 'PUT',
          body: { deliver } satisfies UpdateScheduleDeliveryBody,
        }),
      ).schedule,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scheduleQueryKeys.all }),
  });
}
