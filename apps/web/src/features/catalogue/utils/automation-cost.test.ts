import { describe, expect, it } from 'vitest';
import { formatAutomationCost } from './automation-cost';

const priced = (
  pricingModel: 'per_run' | 'per_minute' | 'hybrid' | null,
  tokenCostPerRun: number | null = null,
  tokenCostPerMinute: number | null = null,
) => formatAutomationCost({ pricingModel, tokenCostPerRun, tokenCostPerMinute });

describe('automation cost line', () => {
  it('a per-run automation shows its tokens per run', () => {
    expect(priced('per_run', 1500)).toBe('1,500 tokens per run');
    expect(priced('per_run', 1)).toBe('1 token per run');
  });

  it('a per-minute automation shows its rate', () => {
    expect(priced('per_minute', null, 2.5)).toBe('2.5 tokens per minute');
  });

  it('a hybrid automation is variable', () => {
    expect(priced('hybrid', 5, 2)).toBe('Variable');
  });

  it('an automation without a pricing model is free', () => {
    expect(priced(null)).toBe('Free');
  });
});
