import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/testing/render-with-router';
import { signedInAs, stubApi } from '@/testing/stub-api';
import { FakeEventSource } from '@/testing/fake-event-source';
import { buildRun } from '../testing/run-fixtures';
import { AutomationHistoryRoute } from './automation-history';

describe('/automation-history', () => {
  beforeEach(() => FakeEventSource.install());

  function setUp(balance: number) {
    const completed = buildRun({
      status: 'completed',
      tokensCharged: 10,
      executionTimeMs: 1500,
      inputData: { a: 'x'.repeat(60), b: 2, c: true, d: 'hidden' },
    });
    const refunded = buildRun({
      status: 'failed',
      tokensCharged: 10,
      tokensRefunded: 10,
      errorMessage: 'Automation failed',
    });
    const calls: string[] = [];
    stubApi({
      '/api/session': signedInAs({ tokenBalance: balance }),
      '/api/tokens/balance': { body: { balance } },
      '/api/runs/stats': {
        body: { totalRuns: 2, completed: 1, failed: 1, running: 0, successRate: 50, tokensSpent: 10 },
      },
      '/api/runs/automations': { body: { automations: [{ id: completed.automationId, name: 'CSV Data Cleaner' }] } },
      '/api/runs': (url, init) => {
        calls.push(`${init?.method ?? 'GET'} ${url.pathname}${url.search}`);
        return init?.method === 'DELETE'
          ? { status: 204, body: null }
          : { body: { runs: [completed, refunded], total: 2, page: 1, pageSize: 20 } };
      },
    });
    renderWithRouter(<AutomationHistoryRoute />);
    return { completed, calls };
  }

  it('shows the 30-day stats, the runs with their cost, and the refund', async () => {
    setUp(100);
    expect(await screen.findByText('50%')).toBeTruthy();
    const rows = await screen.findAllByRole('row');
    expect(rows[1]!.textContent).toContain('Completed');
    expect(rows[1]!.textContent).toContain('1.5s');
    expect(rows[2]!.textContent).toContain('refunded');
    expect(screen.getByText('2 runs')).toBeTruthy();
  });

  it('on a phone each run is a card with its status and actions in view, not a table to scroll sideways', async () => {
    // A 375 px wide phone: no min-width query matches.
    vi.stubGlobal('matchMedia', (query: string) => ({
      media: query,
      matches: false,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    const { completed } = setUp(100);
    const cards = within(await screen.findByRole('list', { name: 'Runs' })).getAllByRole('listitem');
    expect(screen.queryByRole('table')).toBeNull();
    expect(cards).toHaveLength(2);
    expect(cards[0]!.textContent).toContain('CSV Data Cleaner');
    expect(cards[0]!.textContent).toContain('Completed');
    expect(cards[0]!.textContent).toContain('1.5s');
    expect(cards[1]!.textContent).toContain('refunded');
    fireEvent.click(within(cards[0]!).getByRole('button', { name: `View run ${completed.id.slice(0, 8)}` }));
    expect(await screen.findByRole('dialog', { name: 'Run details' })).toBeTruthy();
  });

  it('copies a run id, shows its first 8 characters and confirms for 2 seconds', async () => {
    const { completed } = setUp(100);
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const copy = await screen.findByRole('button', { name: `Copy run id ${completed.id}` });
    expect(copy.textContent).toBe(completed.id.slice(0, 8));
    vi.useFakeTimers();
    await act(async () => fireEvent.click(copy));
    expect(writeText).toHaveBeenCalledWith(completed.id);
    expect(copy.textContent).toContain('Copied!');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(copy.textContent).not.toContain('Copied!');
    vi.useRealTimers();
  });

  it('the re-run modal shows the first 3 inputs cut at 50, and Run Now is disabled when the balance is too low', async () => {
    setUp(5);
    fireEvent.click((await screen.findAllByRole('button', { name: /^Re-run/ }))[0]!);
    const dialog = screen.getByRole('dialog', { name: 'Re-run automation' });
    expect(within(dialog).getByText(`${'x'.repeat(50)}...`)).toBeTruthy();
    expect(dialog.textContent).not.toContain('hidden');
    expect(within(dialog).getByRole('button', { name: 'Run Now' })).toHaveProperty('disabled', true);
  });

  it('the Export CSV link downloads the runs matching the filters on screen', async () => {
    setUp(100);
    const link = await screen.findByRole('link', { name: 'Export runs as CSV' });
    expect(link.getAttribute('href')).toBe('/api/runs/export.csv?status=all&range=last_30_days');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'failed' } });
    expect(link.getAttribute('href')).toBe('/api/runs/export.csv?status=failed&range=last_30_days');
    expect(link.hasAttribute('download')).toBe(true);
  });

  it('deletes a run after the warning that nothing is refunded', async () => {
    const { completed, calls } = setUp(100);
    fireEvent.click(await screen.findByRole('button', { name: `Delete run ${completed.id.slice(0, 8)}` }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this run?' });
    expect(dialog.textContent).toContain('tokens are not refunded');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete run' }));
    await vi.waitFor(() => expect(calls).toContain(`DELETE /api/runs/${completed.id}`));
  });
});

describe('/automation-history after an action (issue 15 #10)', () => {
  beforeEach(() => FakeEventSource.install());

  const stats = { totalRuns: 1, completed: 1, failed: 0, running: 0, successRate: 100, tokensSpent: 10 };

  it('a re-run opens the new run’s details, so the person sees it start', async () => {
    const past = buildRun({ status: 'completed', completedAt: new Date().toISOString() });
    const started = buildRun({ status: 'pending', inputData: past.inputData });
    stubApi({
      '/api/session': signedInAs({ tokenBalance: 100 }),
      '/api/tokens/balance': { body: { balance: 100 } },
      '/api/runs/stats': { body: stats },
      '/api/runs/automations': { body: { automations: [] } },
      [`/api/runs/${started.id}`]: { body: { run: started, events: [] } },
      '/api/runs': (_url, init) =>
        init?.method === 'POST'
          ? { status: 201, body: { run: started } }
          : { body: { runs: [past], total: 1, page: 1, pageSize: 20 } },
    });
    renderWithRouter(<AutomationHistoryRoute />);
    fireEvent.click(await screen.findByRole('button', { name: /^Re-run/ }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Re-run automation' })).getByRole('button', { name: 'Run Now' }),
    );
    const details = await screen.findByRole('dialog', { name: 'Run details' });
    expect(within(details).getByRole('button', { name: `Copy run id ${started.id}` })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Re-run automation' })).toBeNull();
  });

  it('a filter that matches nothing says so and offers to clear the filters, instead of "No runs yet"', async () => {
    const past = buildRun({ status: 'completed' });
    stubApi({
      '/api/session': signedInAs(),
      '/api/tokens/balance': { body: { balance: 100 } },
      '/api/runs/stats': { body: stats },
      '/api/runs/automations': { body: { automations: [] } },
      '/api/runs': (url) =>
        url.searchParams.get('status') === 'failed'
          ? { body: { runs: [], total: 0, page: 1, pageSize: 20 } }
          : { body: { runs: [past], total: 1, page: 1, pageSize: 20 } },
    });
    renderWithRouter(<AutomationHistoryRoute />);
    await screen.findByText('1 run');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'failed' } });
    expect(await screen.findByText('No runs match these filters')).toBeTruthy();
    expect(screen.queryByText('No runs yet')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('1 run')).toBeTruthy();
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('all');
  });

  it('a cancelled run’s details say what it cost', async () => {
    const cancelled = buildRun({
      status: 'cancelled',
      quotedTokens: 30,
      tokensCharged: 4,
      errorMessage: 'Cancelled.',
      failureKind: 'cancelled',
      completedAt: new Date().toISOString(),
    });
    const refunded = buildRun({
      status: 'cancelled',
      tokensCharged: 10,
      tokensRefunded: 10,
      errorMessage: 'Cancelled. Your tokens have been refunded.',
      failureKind: 'cancelled',
    });
    stubApi({
      '/api/session': signedInAs(),
      '/api/tokens/balance': { body: { balance: 100 } },
      '/api/runs/stats': { body: stats },
      '/api/runs/automations': { body: { automations: [] } },
      [`/api/runs/${cancelled.id}`]: { body: { run: cancelled, events: [] } },
      [`/api/runs/${refunded.id}`]: { body: { run: refunded, events: [] } },
      '/api/runs': { body: { runs: [cancelled, refunded], total: 2, page: 1, pageSize: 20 } },
    });
    renderWithRouter(<AutomationHistoryRoute />);
    fireEvent.click((await screen.findAllByRole('button', { name: /^View run/ }))[0]!);
    const details = await screen.findByRole('dialog', { name: 'Run details' });
    expect(details.textContent).toContain('Cancelled: this run cost 4 tokens, for the time it ran.');
    fireEvent.click(within(details).getByRole('button', { name: 'Close' }));
    fireEvent.click(screen.getAllByRole('button', { name: /^View run/ })[1]!);
    expect((await screen.findByRole('dialog', { name: 'Run details' })).textContent).toContain(
      'Cancelled: this run cost nothing; its 10 tokens were refunded.',
    );
  });
});
