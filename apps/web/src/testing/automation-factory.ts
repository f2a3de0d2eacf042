import { automationSummary, type AutomationSummary } from '@basalt/contracts';

let sequence = 0;

/** A contract-valid automation; parsing keeps the fixture honest when the contract changes. */
export function buildAutomation(overrides: Partial<AutomationSummary> = {}): AutomationSummary {
  sequence += 1;
  return automationSummary.parse({
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
    createdAt: new Date().toISOString(),
    ...overrides,
  });
}
