import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/testing/render-with-router';
import { signedInAs, stubApi } from '@/testing/stub-api';
import { FakeEventSource } from '@/testing/fake-event-source';
import { buildRun } from '../testing/run-fixtures';
import { AutomationHistoryRoute } from './automation-history';

describe('/automation-history?run=<id>, the link in run e-mails and webhook deliveries', () => {
  beforeEach(() => FakeEventSource.install());

  it('opens that run’s details, and closing them leaves the plain history', async () => {
    const linked = buildRun({
      status: 'failed',
      tokensCharged: 10,
      tokensRefunded: 10,
      errorMessage: 'Automation failed',
    });
    stubApi({
      '/api/session': signedInAs(),
      '/api/tokens/balance': { body: { balance: 100 } },
      '/api/runs/stats': {
        body: { totalRuns: 0, completed: 0, failed: 0, running: 0, successRate: null, tokensSpent: 0 },
      },
      '/api/runs/automations': { body: { automations: [] } },
      [`/api/runs/${linked.id}`]: { body: { run: linked, events: [] } },
      '/api/runs': { body: { runs: [], total: 0, page: 1, pageSize: 20 } },
    });
    const { router } = renderWithRouter(<AutomationHistoryRoute />, `/automation-history?run=${linked.id}`);
    const dialog = await screen.findByRole('dialog', { name: 'Run details' });
    expect(dialog.textContent).toContain('Automation failed');
    fireEvent.click(screen.getByRole('button', { name: /close/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.search).toBe('');
  });

  it('shows the version the run used, and labels its input with the fields of that version', async () => {
    const linked = buildRun({
      automationName: 'Invoice Reader',
      automationVersion: 2,
      inputData: { topic: 'March invoices' },
    });
    stubApi({
      '/api/session': signedInAs(),
      '/api/tokens/balance': { body: { balance: 100 } },
      '/api/runs/stats': {
        body: { totalRuns: 0, completed: 0, failed: 0, running: 0, successRate: null, tokensSpent: 0 },
      },
      '/api/runs/automations': { body: { automations: [] } },
      [`/api/runs/${linked.id}`]: {
        body: { run: linked, events: [], fields: [{ id: 'topic', label: 'What to read', type: 'text' }] },
      },
      '/api/runs': { body: { runs: [], total: 0, page: 1, pageSize: 20 } },
    });
    renderWithRouter(<AutomationHistoryRoute />, `/automation-history?run=${linked.id}`);
    const dialog = await screen.findByRole('dialog', { name: 'Run details' });
    expect(within(dialog).getByText('Invoice Reader')).toBeTruthy();
    expect(within(dialog).getByText('v2')).toBeTruthy();
    expect(await within(dialog).findByText('What to read')).toBeTruthy();
  });
});
