import { scheduleResponse, type CreateScheduleBody } from '@basalt/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { scheduleQueryKeys } from './schedule-query-keys';

export function useCreateSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateScheduleBody) =>
      scheduleResponse.parse(await api.post('/api/schedules', body)).schedule,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scheduleQueryKeys.all }),
  });
}
