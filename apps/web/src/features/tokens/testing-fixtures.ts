import type { ListTokenPackagesResponse } from '@basalt/contracts/tokens/list-token-packages';
import type { TokenTransaction } from '@basalt/contracts/tokens/list-token-transactions';

/** The seeded bundles (DESIGN D1), as GET /api/token-packages answers. */
export function tokenPackagesBody(tokenExpiryDays = 90): ListTokenPackagesResponse {
  const rows: [string, number, number, number, boolean][] = [
    ['Bucket', 1_000, 100, 0, false],
    ['Crate', 2_500, 250, 0, false],
    ['Vault', 5_000, 500, 0, true],
    ['Truckload', 10_000, 1_000, 50, false],
    ['Shipment', 20_000, 2_000, 140, false],
  ];
  return {
    packages: rows.map(([label, amountUsdCents, tokens, bonusTokens, isPopular]) => ({
      id: crypto.randomUUID(),
      label,
      amountUsdCents,
      tokens,
      bonusTokens,
      totalTokens: tokens + bonusTokens,
      isPopular,
    })),
    pricingTiers: [],
    tokenExpiryDays,
  };
}

export function buildTransaction(overrides: Partial<TokenTransaction> = {}): TokenTransaction {
  return {
    id: crypto.randomUUID(),
    type: 'deduction',
    amount: -5,
    balanceAfter: 95,
    description: 'Automation Run',
    automationId: null,
    automationName: null,
    apiKeyName: null,
    oauthClientName: null,
    runId: null,
    expiresAt: null,
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}
