import { z } from 'zod';

/** The four cards of Token Management. Month figures count from the first day of the current month (UTC). */
export const getTokenStatsResponse = z.object({
  tokensInCirculation: z.number().int(),
  purchasedThisMonth: z.number().int(),
  /** Absolute value of the tokens spent on runs this month, refunds deducted. */
  usedThisMonth: z.number().int(),
  activeSubscriptions: z.number().int(),
});
export type GetTokenStatsResponse = z.infer<typeof getTokenStatsResponse>;
