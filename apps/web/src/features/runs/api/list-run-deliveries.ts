import type { ListRunDeliveriesResponse, ResultDelivery } from '@basalt/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { runQueryKeys } from './run-query-keys';

const contract = () =>
  import('@basalt/contracts/result-deliveries/list-run-deliveries').then((m) => m.listRunDeliveriesResponse);

/** Where a run's result goes; re-read every few seconds while an ended run still has one to send. */
export function useRunDeliveries(runId: string, runEnded: boolean) {
  return useQuery({
    queryKey: runQueryKeys.deliveries(runId),
    queryFn: ({ signal }) =>
      api.getChecked<ListRunDeliveriesResponse>(`/api/runs/${runId}/deliveries`, contract, { signal }),
    refetchInterval: (query) =>
      runEnded && query.state.data?.deliveries.some((d: ResultDelivery) => d.status === 'pending') ? 2_000 : false,
  });
}
