import type { AutomationDetail } from '@basalt/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

async function getAutomation(ref: string, signal?: AbortSignal): Promise<AutomationDetail> {
  const contract = () => import('@basalt/contracts/catalogue/get-automation').then((m) => m.getAutomationResponse);
  return (await api.getChecked(`/api/automations/${encodeURIComponent(ref)}`, contract, { signal })).automation;
}

/** One automation by id or slug; cached per value, so going back to a page needs no reload (spec). */
export function useAutomation(ref: string) {
  return useQuery({
    queryKey: ['automations', 'detail', ref],
    queryFn: ({ signal }) => getAutomation(ref, signal),
    staleTime: 5 * 60_000,
  });
}
