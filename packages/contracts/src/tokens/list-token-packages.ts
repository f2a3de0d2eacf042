import { z } from 'zod';

/** A bundle of the Buy Tokens dialog (DESIGN D1); prices everywhere are computed from these. */
export const tokenPackage = z.object({
  id: z.uuid(),
  label: z.string(),
  amountUsdCents: z.number().int(),
  tokens: z.number().int(),
  bonusTokens: z.number().int(),
  totalTokens: z.number().int(),
  isPopular: z.boolean(),
});
export type TokenPackage = z.infer<typeof tokenPackage>;

export const pricingTier = z.object({
  minAmountUsdCents: z.number().int(),
  bonusPercentage: z.number(),
});

export const listTokenPackagesResponse = z.object({
  packages: z.array(tokenPackage),
  /** Bonus for custom amounts (see quoteCustomAmount). */
  pricingTiers: z.array(pricingTier),
  /** TOKEN_EXPIRY_DAYS: every sentence about expiry comes from it; 0 means tokens never expire. */
  tokenExpiryDays: z.number().int().min(0),
});
export type ListTokenPackagesResponse = z.infer<typeof listTokenPackagesResponse>;
