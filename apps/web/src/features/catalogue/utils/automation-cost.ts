import type { AutomationSummary } from '@basalt/contracts';
import { formatDecimal } from '@/lib/format-number';

export function formatTokens(amount: number): string {
  return `${formatDecimal(amount, 2)} ${amount === 1 ? 'token' : 'tokens'}`;
}

/** The one-line price shown on catalogue cards. An automation without a pricing model is free. */
export function formatAutomationCost(
  automation: Pick<AutomationSummary, 'pricingModel' | 'tokenCostPerRun' | 'tokenCostPerMinute'>,
): string {
  switch (automation.pricingModel) {
    case null:
      return 'Free';
    case 'per_run':
      return automation.tokenCostPerRun === null ? 'Variable' : `${formatTokens(automation.tokenCostPerRun)} per run`;
    case 'per_minute':
      return automation.tokenCostPerMinute === null
        ? 'Variable'
        : `${formatTokens(automation.tokenCostPerMinute)} per minute`;
    case 'hybrid':
      return 'Variable';
  }
}
