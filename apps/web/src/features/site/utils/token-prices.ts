import type { TokenPackage } from '@basalt/contracts/tokens/list-token-packages';
import { formatDollars } from '@/lib/format-number';

export { formatUsd } from '@/lib/format';
export const formatWholeUsd = (cents: number) => formatDollars(cents / 100, { whole: true });

/** USD per token at the cheapest bundle's base rate (D1: $10 for 100 tokens = $0.10). */
export function usdPerToken(packages: readonly TokenPackage[]): number | null {
  const cheapest = [...packages].sort((a, b) => a.amountUsdCents - b.amountUsdCents)[0];
  return cheapest ? cheapest.amountUsdCents / 100 / cheapest.tokens : null;
}

/** The smallest purchase in cents ('Start with $10'), or null while nothing is on sale. */
export function smallestPurchaseCents(packages: readonly TokenPackage[]): number | null {
  return packages.length === 0 ? null : Math.min(...packages.map((p) => p.amountUsdCents));
}
