import { getBudgetResponse, type UpdateBudgetInput } from '@basalt/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { budgetQueryKey } from './budget-query-keys';

async function updateBudget(input: UpdateBudgetInput) {
  return getBudgetResponse.parse(await apiRequest('/api/budget', { method: 'PUT', body: input }));
}

export function useUpdateBudget() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBudget,
    onSuccess: (saved) => queryClient.setQueryData(budgetQueryKey, saved),
  });
}
