import { describe, expect, it } from 'vitest';
import { expirySentence, expiryShortText, quoteCustomAmount } from './token-pricing';

const tiers = [
  { minAmountUsdCents: 10_000, bonusPercentage: 5 },
  { minAmountUsdCents: 20_000, bonusPercentage: 7 },
];

describe('custom amount pricing', () => {
  it('gives 10 tokens per dollar and no bonus below the first tier', () => {
    expect(quoteCustomAmount(1_000, tiers)).toEqual({ baseTokens: 100, bonusTokens: 0, totalTokens: 100 });
    expect(quoteCustomAmount(9_999, tiers)).toEqual({ baseTokens: 999, bonusTokens: 0, totalTokens: 999 });
  });

  it('matches the Truckload and Shipment bundles at their prices', () => {
    expect(quoteCustomAmount(10_000, tiers)).toEqual({ baseTokens: 1_000, bonusTokens: 50, totalTokens: 1_050 });
    expect(quoteCustomAmount(20_000, tiers)).toEqual({ baseTokens: 2_000, bonusTokens: 140, totalTokens: 2_140 });
  });

  it('takes the highest tier reached, whatever order the tiers come in, and rounds the bonus down', () => {
    expect(quoteCustomAmount(15_300, [...tiers].reverse())).toEqual({
      baseTokens: 1_530,
      bonusTokens: 76,
      totalTokens: 1_606,
    });
  });
});

describe('expiry sentences', () => {
  it('follow the setting, including never', () => {
    expect(expirySentence(90)).toBe('Tokens expire 90 days after purchase.');
    expect(expiryShortText(90)).toBe('Expires in 90 days');
    expect(expirySentence(0)).toBe('Tokens never expire.');
    expect(expiryShortText(0)).toBe('Never expires');
    expect(expiryShortText(1)).toBe('Expires in 1 day');
  });
});
