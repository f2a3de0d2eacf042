import { z } from 'zod';
import { MAX_CUSTOM_PURCHASE_USD, MIN_PURCHASE_USD } from './token-pricing';

/** A path on this site to come back to when checkout is cancelled ('/dashboard', not '//evil.example'). */
const sitePath = z
  .string()
  .max(500)
  .regex(/^\/(?![/\\])[^\s\\]*$/, 'must be a path on this site');

export const createCheckoutSessionInput = z
  .object({
    /** One of the bundles... */
    packageId: z.uuid().optional(),
    /** ...or a custom amount in whole dollars, with the pricing tiers' bonus. */
    amountUsd: z.number().int().min(MIN_PURCHASE_USD).max(MAX_CUSTOM_PURCHASE_USD).optional(),
    /** Where Cancel on the payment page returns to; default /dashboard/tokens. */
    returnPath: sitePath.optional(),
  })
  .refine((input) => (input.packageId === undefined) !== (input.amountUsd === undefined), {
    message: 'Choose a package or an amount',
    path: ['packageId'],
  });
export type CreateCheckoutSessionInput = z.infer<typeof createCheckoutSessionInput>;

export const createCheckoutSessionResponse = z.object({ url: z.url() });
export type CreateCheckoutSessionResponse = z.infer<typeof createCheckoutSessionResponse>;
