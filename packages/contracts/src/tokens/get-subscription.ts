import { z } from 'zod';

/** The profile's subscription as the dashboard shows it (DESIGN D12); null when there is none. */
export const subscription = z.object({
  tier: z.string(),
  status: z.string(),
  renewsAt: z.iso.datetime().nullable(),
});
export type Subscription = z.infer<typeof subscription>;

export const getSubscriptionResponse = z.object({ subscription: subscription.nullable() });
export type GetSubscriptionResponse = z.infer<typeof getSubscriptionResponse>;
