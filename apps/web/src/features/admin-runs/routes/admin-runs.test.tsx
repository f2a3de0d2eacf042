import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { appRoutes } from '@/app/router';
import { renderRoutes } from '@/testing/render-with-router';
import { signedInAs, stubApi } from '@/testing/stub-api';

const runId = '0b6c8f44-3f0e-4b7e-9d55-1c1f2f8a9e01';
const automationId = '7d3c1a2e-5b4f-4e6a-8c9d-0e1f2a3b4c5d';
const row = {
  id: runId,
  user: { id: 'user-grace', email: 'grace@example.com', fullName: 'Grace Hopper' },
  automationId,
  automationName: 'CSV Data Cleaner',
  automationVersion: null,
  status: 'running',
  failureKind: null,
  quotedTokens: 10,
  tokensCharged: 10,
  tokensRefunded: 0,
  createdAt: '2026-01-02T10:00:00.000Z',
  completedAt: null,
};
const run = {
  id: runId,
  automationId,
  automation: { id: automationId, name: 'CSV Data Cleaner', slug: 'csv-data-cleaner', category: 'Data' },
  automationName: 'CSV Data Cleaner',
  automationVersion: null,
  configurationId: null,
  status: 'running',
  inputData: { csv_text: 'a,b' },
  resultData: null,
  errorMessage: null,
  failureKind: null,
  quotedTokens: 10,
  tokensCharged: 10,
  tokensRefunded: 0,
  progress: 40,
  progressMessage: 'Cleaning',
  createdAt: '2026-01-02T10:00:00.000Z',
  startedAt: '2026-01-02T10:00:01.000Z',
  completedAt: null,
  executionTimeMs: null,
  filesExpireAt: null,
};
const detail = (status: 'running' | 'cancelled') => ({
  run: { ...run, status, ...(status === 'cancelled' && { tokensRefunded: 10, errorMessage: 'Cancelled.' }) },
  user: row.user,
  events: [
    { id: 1, createdAt: run.createdAt, kind: 'status', status: 'pending', progress: null, message: 'Queued' },
    { id: 2, createdAt: run.startedAt, kind: 'progress', status: 'running', progress: 40, message: 'Cleaning' },
  ],
  ledger: [
    {
      id: '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d',
      type: 'deduction',
      amount: -10,
      balanceAfter: 90,
      description: 'Run of CSV Data Cleaner',
      createdAt: run.createdAt,
    },
  ],
});

function stubRuns() {
  const calls: URL[] = [];
  stubApi({
    '/api/session': signedInAs({ isAdmin: true, id: 'admin-1' }),
    '/api/admin/automations': { body: { automations: [] } },
    [`/api/admin/runs/${runId}`]: (url, init) => {
      if (init?.method === 'POST') calls.push(url);
      return { body: detail(init?.method === 'POST' ? 'cancelled' : 'running') };
    },
    '/api/admin/runs': (url) => {
      calls.push(url);
      return { body: { runs: [row], total: 1, page: 1, pageSize: 25 } };
    },
  });
  return calls;
}

describe('the admin runs explorer', () => {
  it("lists every user's runs, filters by status in the address, and cancels a running run", async () => {
    const calls = stubRuns();
    vi.stubGlobal(
      'confirm',
      vi.fn(() => true),
    );
    const { router } = renderRoutes(appRoutes, '/admin/runs?status=running');
    await screen.findByText('grace@example.com');
    screen.getByText('Showing 1 of 1 run');
    expect(calls[0]!.searchParams.get('status')).toBe('running');
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'failed' } });
    await waitFor(() => expect(router.state.location.search).toBe('?status=failed'));

    fireEvent.click(
      screen.getByRole('button', { name: 'View Details of the CSV Data Cleaner run of grace@example.com' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Run Details' });
    await within(dialog).findByText('Run of CSV Data Cleaner');
    within(dialog).getByText('Cleaning', { selector: 'span' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel Run' }));
    await within(dialog).findByText('Cancelled.');
    expect(calls.some((url) => url.pathname === `/api/admin/runs/${runId}/cancel`)).toBe(true);
    expect(within(dialog).queryByRole('button', { name: 'Cancel Run' })).toBeNull();
  });

  it('a link naming a run (?run=<id>, from the dashboard or the audit log) opens its details', async () => {
    stubRuns();
    const { router } = renderRoutes(appRoutes, `/admin/runs?run=${runId}`);
    const dialog = await screen.findByRole('dialog', { name: 'Run Details' });
    await within(dialog).findByText('Run of CSV Data Cleaner');
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
