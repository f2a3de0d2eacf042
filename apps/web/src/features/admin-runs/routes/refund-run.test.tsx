import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '@/app/router';
import { renderRoutes } from '@/testing/render-with-router';
import { signedInAs, stubApi } from '@/testing/stub-api';

const runId = '1c6c8f44-3f0e-4b7e-9d55-1c1f2f8a9e02';
const automationId = '7d3c1a2e-5b4f-4e6a-8c9d-0e1f2a3b4c5d';
const keptRun = (tokensRefunded: number) => ({
  run: {
    id: runId,
    automationId,
    automation: { id: automationId, name: 'CSV Data Cleaner', slug: 'csv-data-cleaner', category: 'Data' },
    automationName: 'CSV Data Cleaner',
    automationVersion: null,
    configurationId: null,
    status: 'failed',
    inputData: { topic: 'ab' },
    resultData: null,
    errorMessage: 'The automation refused the input.',
    failureKind: 'input_rejected',
    quotedTokens: 10,
    tokensCharged: 10,
    tokensRefunded,
    progress: null,
    progressMessage: null,
    createdAt: '2026-01-02T10:00:00.000Z',
    startedAt: '2026-01-02T10:00:01.000Z',
    completedAt: '2026-01-02T10:00:02.000Z',
    executionTimeMs: 1000,
    filesExpireAt: null,
  },
  user: { id: 'user-grace', email: 'grace@example.com', fullName: 'Grace Hopper' },
  events: [],
  ledger: [],
});

function stubRefund() {
  const sent: unknown[] = [];
  stubApi({
    '/api/session': signedInAs({ isAdmin: true, id: 'admin-1' }),
    '/api/admin/automations': { body: { automations: [] } },
    [`/api/admin/runs/${runId}`]: (_url, init) => {
      if (init?.method === 'POST') sent.push(JSON.parse(String(init.body)));
      return { body: keptRun(init?.method === 'POST' ? 4 : 0) };
    },
    '/api/admin/runs': { body: { runs: [], total: 0, page: 1, pageSize: 25 } },
  });
  return sent;
}

describe('refunding a run from the runs explorer', () => {
  it('an admin refunds part of a kept-tokens run with a reason, and bad input is told before anything is sent', async () => {
    const sent = stubRefund();
    renderRoutes(appRoutes, `/admin/runs?run=${runId}`);
    const dialog = await screen.findByRole('dialog', { name: 'Run Details' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Refund this run' }));
    const amount = within(dialog).getByLabelText(/^Tokens to refund/) as HTMLInputElement;
    expect(amount.value).toBe('10');

    fireEvent.change(amount, { target: { value: '12.7' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund tokens' }));
    await within(dialog).findByText('Refund a whole number of tokens');
    within(dialog).getByText('Give a reason for the refund');
    fireEvent.change(amount, { target: { value: '11' } });
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), { target: { value: 'Form let it through' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund tokens' }));
    await within(dialog).findByText('At most 10 tokens can be refunded for this run.');
    expect(sent).toEqual([]);

    fireEvent.change(amount, { target: { value: '4' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund tokens' }));
    await within(dialog).findByText('Refunded 4 tokens to grace@example.com. They were told by e-mail.');
    expect(sent).toEqual([{ amount: 4, reason: 'Form let it through' }]);
    within(dialog).getByText(/refunded 4, net 6 tokens/);
  });
});
