/** DESIGN D1: 10 tokens = 1 USD; the only price list in Basalt. */
export const seedTokenPackages = [
  { label: 'Bucket', amountUsdCents: 1_000, tokens: 100, bonusTokens: 0, isPopular: false, sortOrder: 1 },
  { label: 'Crate', amountUsdCents: 2_500, tokens: 250, bonusTokens: 0, isPopular: false, sortOrder: 2 },
  { label: 'Vault', amountUsdCents: 5_000, tokens: 500, bonusTokens: 0, isPopular: true, sortOrder: 3 },
  { label: 'Truckload', amountUsdCents: 10_000, tokens: 1_000, bonusTokens: 50, isPopular: false, sortOrder: 4 },
  { label: 'Shipment', amountUsdCents: 20_000, tokens: 2_000, bonusTokens: 140, isPopular: false, sortOrder: 5 },
];

/** Custom amounts earn the same bonus as the bundles they reach: 5% from $100, 7% from $200. */
export const seedPricingTiers = [
  { minAmountUsdCents: 10_000, bonusPercentage: 5 },
  { minAmountUsdCents: 20_000, bonusPercentage: 7 },
];
