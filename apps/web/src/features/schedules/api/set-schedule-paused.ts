import { scheduleResponse, type SetSchedulePausedBody } from '@basalt/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { scheduleQueryKeys } from './schedule-query-keys';

export function useSetSchedulePaused() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, paused }: { id: string } & SetSchedulePausedBody) =>
      scheduleResponse.parse(
        await apiRequest(`/api/schedules/${id}/paused`, {
          method: 'PUT',
          body: { paused } satisfies SetSchedulePausedBody,
        }),
      ).schedule,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scheduleQueryKeys.all }),
  });
}
