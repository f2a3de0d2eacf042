import type { CustomField, Run } from '@basalt/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { buildAutomationDetail } from '@/testing/automation-factory';
import { renderWithRouter } from '@/testing/render-with-router';
import { stubApi } from '@/testing/stub-api';
import { RunPanel } from '../components/run-panel';
import { buildRun } from './run-fixtures';

/** The run panel as the automation page shows it, with the API answers its tests share. */
export const fields: CustomField[] = [{ id: 'topic', type: 'text', label: 'Topic', required: true, order: 0 }];
export const automation = buildAutomationDetail({ customFields: fields, tokenCostPerRun: 10 });
const packages = ['Bucket:100', 'Crate:250', 'Vault:500', 'Truckload:1050', 'Shipment:2140'].map((entry, index) => {
  const [label, total] = entry.split(':');
  return {
    id: crypto.randomUUID(),
    label,
    amountUsdCents: (index + 1) * 1000,
    tokens: Number(total),
    bonusTokens: 0,
    totalTokens: Number(total),
    isPopular: false,
  };
});

export function setUp(balance: number, onStart?: (body: unknown) => void, latest: Run | null = null) {
  const started = buildRun({ automationId: automation.id, status: 'pending' });
  stubApi({
    '/api/tokens/balance': { body: { balance } },
    '/api/runs/latest': { body: { run: latest } },
    '/api/token-packages': { body: { packages, pricingTiers: [], tokenExpiryDays: 90 } },
    '/api/runs': (_url, init) => {
      onStart?.(JSON.parse(String(init?.body)));
      return { status: 201, body: { run: started } };
    },
  });
  renderWithRouter(<RunPanel automation={automation} balance={balance} />);
  return started;
}

export const openPanel = () => fireEvent.click(screen.getByRole('button', { name: 'Use This Automation' }));
