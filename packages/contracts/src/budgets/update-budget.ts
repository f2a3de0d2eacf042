import { z } from 'zod';

export const MAX_BUDGET_TOKENS = 1_000_000_000;

const limit = (label: string) =>
  z
    .number({ error: `${label} must be a whole number of tokens` })
    .int(`${label} must be a whole number of tokens`)
    .min(1, `${label} must be at least 1 token`)
    .max(MAX_BUDGET_TOKENS, `${label} must be at most ${MAX_BUDGET_TOKENS.toLocaleString('en-US')} tokens`)
    .nullable();

/** PUT /api/budget: the Budget tab of /profile; null removes a limit. */
export const updateBudgetInput = z.object({
  monthlyCapTokens: limit('Monthly budget'),
  lowBalanceThreshold: limit('Low-balance threshold'),
});
export type UpdateBudgetInput = z.infer<typeof updateBudgetInput>;
