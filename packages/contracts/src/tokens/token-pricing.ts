/** DESIGN D1: 10 tokens = 1 USD, for bundles and custom amounts alike. */
export const TOKENS_PER_USD = 10;

/** The smallest purchase, bundle or custom amount (spec: 'Starting purchase $10'). */
export const MIN_PURCHASE_USD = 10;
/** A guard against typing mistakes on custom amounts; larger purchases go through support. */
export const MAX_CUSTOM_PURCHASE_USD = 10_000;

export interface PricingTier {
  minAmountUsdCents: number;
  bonusPercentage: number;
}

export interface TokenQuote {
  baseTokens: number;
  bonusTokens: number;
  totalTokens: number;
}

/**
 * Tokens for a custom amount: 10 per dollar, plus the bonus of the active tier with the highest
 * minimum at or below the amount, rounded down (the spec's bonus helper, at D1's rate).
 */
export function quoteCustomAmount(amountUsdCents: number, tiers: readonly PricingTier[]): TokenQuote {
  const baseTokens = Math.floor((amountUsdCents * TOKENS_PER_USD) / 100);
  const tier = tiers
    .filter((t) => t.minAmountUsdCents <= amountUsdCents)
    .sort((a, b) => b.minAmountUsdCents - a.minAmountUsdCents)[0];
  const bonusTokens = tier ? Math.floor((baseTokens * tier.bonusPercentage) / 100) : 0;
  return { baseTokens, bonusTokens, totalTokens: baseTokens + bonusTokens };
}

/** 'Expires in 90 days' on a purchase card; one setting drives every such sentence (DESIGN D2). */
export function expiryShortText(tokenExpiryDays: number): string {
  if (tokenExpiryDays === 0) return 'Never expires';
  return `Expires in ${tokenExpiryDays} ${tokenExpiryDays === 1 ? 'day' : 'days'}`;
}

/** The dialog footer's sentence, and the FAQ's and marketing's. */
export function expirySentence(tokenExpiryDays: number): string {
  if (tokenExpiryDays === 0) return 'Tokens never expire.';
  return `Tokens expire ${tokenExpiryDays} ${tokenExpiryDays === 1 ? 'day' : 'days'} after purchase.`;
}
