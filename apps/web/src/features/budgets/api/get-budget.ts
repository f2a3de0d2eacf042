import { getBudgetResponse } from '@basalt/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { budgetQueryKey } from './budget-query-keys';

export function useBudget() {
  return useQuery({
    queryKey: budgetQueryKey,
    queryFn: async ({ signal }) => getBudgetResponse.parse(await api.get('/api/budget', { signal })),
  });
}
