import type { TokenPackageRow } from './site.queries';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 0 });
const count = new Intl.NumberFormat('en-US');

export const formatUsd = (cents: number) => usd.format(cents / 100);
export const formatCount = (value: number) => count.format(value);

/**
 * USD per token from the cheapest bundle's base tokens (D1: $10 for 100 = $0.10). Bonus tokens are
 * a discount on bigger bundles, so they do not set the list price. Null when nothing is on sale.
 */
export function usdPerToken(packages: readonly TokenPackageRow[]): number | null {
  const entry = [...packages].sort((a, b) => a.amountUsdCents - b.amountUsdCents)[0];
  return entry ? entry.amountUsdCents / 100 / entry.tokens : null;
}

/** 'Truckload — 1,050 tokens (1,000 + 50 bonus) for $100' */
export function describePackage(pack: TokenPackageRow): string {
  const total = pack.tokens + pack.bonusTokens;
  const bonus = pack.bonusTokens > 0 ? ` (${formatCount(pack.tokens)} + ${formatCount(pack.bonusTokens)} bonus)` : '';
  return `${pack.label} — ${formatCount(total)} tokens${bonus} for ${formatUsd(pack.amountUsdCents)}`;
}
