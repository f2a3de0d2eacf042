import { getRunResponse, type Run } from '@basalt/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { runQueryKeys } from './run-query-keys';

export async function getRun(id: string, signal?: AbortSignal): Promise<Run> {
  return getRunResponse.parse(await api.get(`/api/runs/${id}`, { signal })).run;
}

export function useRun(id: string | null) {
  return useQuery({
    queryKey: runQueryKeys.detail(id ?? ''),
    queryFn: ({ signal }) => getRun(id!, signal),
    enabled: id !== null,
  });
}
