export const budgetQueryKey = ['budget'] as const;
