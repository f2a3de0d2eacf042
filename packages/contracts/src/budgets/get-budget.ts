import { z } from 'zod';

/**
 * GET /api/budget: the signed-in user's spending limits and this calendar month's spend (UTC).
 * Spend = tokens runs took this month (charges and reserves still held) minus what came back
 * (refunds, released reserves); docs/decisions/020-monthly-budgets-and-csv-exports.md.
 */
export const getBudgetResponse = z.object({
  monthlyCapTokens: z.number().int().nullable(),
  lowBalanceThreshold: z.number().int().nullable(),
  spentThisMonth: z.number().int(),
  /** First instant of the current month in UTC, when the spend starts again from zero. */
  monthStartsAt: z.iso.datetime(),
});
export type GetBudgetResponse = z.infer<typeof getBudgetResponse>;
