import { getRunDetailResponse, type GetRunDetailResponse, type Run } from '@basalt/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { runQueryKeys } from './run-query-keys';

/** One run with its log (the timeline in the run details). */
export async function getRunDetail(id: string, signal?: AbortSignal): Promise<GetRunDetailResponse> {
  return getRunDetailResponse.parse(await api.get(`/api/runs/${id}`, { signal }));
}

export async function getRun(id: string, signal?: AbortSignal): Promise<Run> {
  return (await getRunDetail(id, signal)).run;
}

export function useRun(id: string | null) {
  return useQuery({
    queryKey: runQueryKeys.detail(id ?? ''),
    queryFn: ({ signal }) => getRunDetail(id!, signal),
    enabled: id !== null,
  });
}
