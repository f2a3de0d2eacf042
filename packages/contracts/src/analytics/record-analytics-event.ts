import { z } from 'zod';

/** First-party, cookie-less page analytics (DESIGN D9). */
export const recordAnalyticsEventBody = z.discriminatedUnion('name', [
  z.object({
    name: z.literal('page_view'),
    path: z.string().startsWith('/').max(2000),
    referrer: z.string().max(2000).optional(),
  }),
  z.object({
    name: z.literal('automation_viewed'),
    path: z.string().startsWith('/').max(2000),
    automationId: z.uuid(),
    referrer: z.string().max(2000).optional(),
  }),
]);
export type RecordAnalyticsEventBody = z.infer<typeof recordAnalyticsEventBody>;
