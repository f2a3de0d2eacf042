import {
  automationDetail,
  marketplaceAutomation,
  type AutomationDetail,
  type MarketplaceAutomation,
} from '@basalt/contracts';

let sequence = 0;

/** A contract-valid automation; parsing keeps the fixture honest when the contract changes. */
export function buildAutomation(overrides: Partial<MarketplaceAutomation> = {}): MarketplaceAutomation {
  sequence += 1;
  return marketplaceAutomation.parse({
    id: crypto.randomUUID(),
    slug: `sample-automation-${sequence}`,
    name: `Sample automation ${sequence}`,
    description: 'Cleans a CSV file and returns a tidy copy.',
    imageUrl: null,
    category: { id: crypto.randomUUID(), name: 'Data Processing' },
    status: 'published',
    isFeatured: false,
    pricingModel: 'per_run',
    tokenCostPerRun: 5,
    tokenCostPerMinute: null,
    maxDurationMinutes: 10,
    successRate: null,
    runsLast30Days: 0,
    temporarilyUnavailable: false,
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
    ...overrides,
  });
}

export function buildAutomationDetail(overrides: Partial<AutomationDetail> = {}): AutomationDetail {
  return automationDetail.parse({
    ...buildAutomation(),
    customFields: [],
    seoContent: {},
    ...overrides,
  });
}
