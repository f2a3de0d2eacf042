import type { MarketplaceAutomation } from '@basalt/contracts';

const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

export function automationPath(automation: Pick<MarketplaceAutomation, 'id' | 'slug'>): string {
  return automation.slug ? `/basalt/${automation.slug}` : `/automation/${automation.id}`;
}

export function costText(automation: MarketplaceAutomation): string {
  const perRun = `${count.format(automation.tokenCostPerRun ?? 0)} tokens per run`;
  const perMinute = `${count.format(automation.tokenCostPerMinute ?? 0)} tokens per minute`;
  switch (automation.pricingModel) {
    case null:
      return 'Free';
    case 'per_run':
      return perRun;
    case 'per_minute':
      return perMinute;
    case 'hybrid':
      return `Variable: ${perRun} plus ${perMinute}`;
  }
}
