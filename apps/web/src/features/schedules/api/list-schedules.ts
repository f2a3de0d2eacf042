import { listSchedulesResponse } from '@basalt/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { scheduleQueryKeys } from './schedule-query-keys';

export function useSchedules() {
  return useQuery({
    queryKey: scheduleQueryKeys.all,
    queryFn: async ({ signal }) => listSchedulesResponse.parse(await api.get('/api/schedules', { signal })).schedules,
  });
}
