import type { PricingModel } from './automation-enums';

export type PricedAutomation = {
  pricingModel: PricingModel | null;
  tokenCostPerRun: number | null;
  tokenCostPerMinute: number | null;
  maxDurationMinutes: number;
};

/**
 * DESIGN D5: the tokens a run needs before it starts. per_run: the cost; per_minute: rate x the
 * maximum duration, held; hybrid: the per-run part plus that hold. Fractions round up, because a
 * hold that is short by a fraction of a token could not cover the last minute.
 */
export function runQuoteTokens(automation: PricedAutomation): number {
  const perRun = automation.tokenCostPerRun ?? 0;
  const reserve = Math.ceil((automation.tokenCostPerMinute ?? 0) * automation.maxDurationMinutes);
  switch (automation.pricingModel) {
    case null:
      return 0;
    case 'per_run':
      return perRun;
    case 'per_minute':
      return reserve;
    case 'hybrid':
      return perRun + reserve;
  }
}
