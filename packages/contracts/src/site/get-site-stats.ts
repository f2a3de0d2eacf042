import { z } from 'zod';

/**
 * Live counts for the marketing counters. Zero is reported as zero, and the pages hide a counter
 * with nothing to count (DESIGN D13: no invented fallbacks).
 */
export const getSiteStatsResponse = z.object({
  users: z.number().int(),
  publishedAutomations: z.number().int(),
  runs: z.number().int(),
  /** completed / (completed + failed) over all runs, whole percent (D6); null when nothing has finished. */
  successRate: z.number().int().min(0).max(100).nullable(),
  /** Tokens a new account gets when it confirms its e-mail (DESIGN D20); 0 = off, and pages say nothing. */
  welcomeCredit: z.number().int().min(0),
});
export type GetSiteStatsResponse = z.infer<typeof getSiteStatsResponse>;
