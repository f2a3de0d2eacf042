import { z } from 'zod';

/**
 * Live counts for the marketing counters. Zero is reported as zero; the pages decide on their own
 * fallbacks (home 1247/89/98, about 1000/50/10000, as the spec says).
 */
export const getSiteStatsResponse = z.object({
  users: z.number().int(),
  publishedAutomations: z.number().int(),
  runs: z.number().int(),
  /** completed / (completed + failed) over all runs, whole percent; 0 when nothing has finished. */
  successRate: z.number().int().min(0).max(100),
});
export type GetSiteStatsResponse = z.infer<typeof getSiteStatsResponse>;
