import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appRoutes } from '@/app/router';
import { renderRoutes } from '@/testing/render-with-router';
import { signedInAs, stubApi } from '@/testing/stub-api';
import { buildTransaction, tokenPackagesBody } from '../testing-fixtures';

afterEach(() => vi.useRealTimers());

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000 - 60_000).toISOString();

function stubTokenApi(transactions = [buildTransaction()]) {
  return stubApi({
    '/api/session': signedInAs(),
    '/api/token-packages': { body: tokenPackagesBody() },
    '/api/tokens/balance': { body: { balance: 345 } },
    '/api/tokens/lots': {
      body: {
        lots: [
          {
            id: crypto.randomUUID(),
            source: 'purchase',
            originalAmount: 250,
            remainingAmount: 245,
            expiresAt: inDays(30),
            createdAt: new Date().toISOString(),
          },
          {
            id: crypto.randomUUID(),
            source: 'admin_adjustment',
            originalAmount: 100,
            remainingAmount: 100,
            expiresAt: null,
            createdAt: new Date().toISOString(),
          },
        ],
      },
    },
    '/api/tokens/transactions': { body: { transactions } },
    '/api/tokens/purchases': {
      body: {
        purchases: (['completed', 'pending', 'failed'] as const).map((status) => ({
          id: crypto.randomUUID(),
          packageLabel: 'Crate',
          amountUsdCents: 2500,
          baseTokens: 250,
          bonusTokens: 0,
          totalTokens: 250,
          status,
          createdAt: new Date().toISOString(),
          completedAt: null,
        })),
      },
    },
  });
}

describe('token dashboard', () => {
  it('back from a paid checkout, the success banner shows for 5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubTokenApi();
    renderRoutes(appRoutes, '/dashboard/tokens?purchase=success&session_id=cs_1');
    const banner = await screen.findByText(/Payment successful!/);
    expect(banner).toBeTruthy();
    act(() => vi.advanceTimersByTime(4_900));
    expect(screen.queryByText(/Payment successful!/)).not.toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText(/Payment successful!/)).toBeNull();
  });

  it('shows the balance at 1 USD = 10 tokens, the lots with their expiry and the purchases with their status', async () => {
    stubTokenApi();
    renderRoutes(appRoutes, '/dashboard/tokens');
    expect((await screen.findByTestId('token-balance')).textContent).toBe('345 tokens');
    expect(screen.getByText(/≈ \$34.50 at 1 USD = 10 tokens/)).toBeTruthy();
    const lots = within(await screen.findByRole('list', { name: 'Tokens by expiry' }));
    expect(lots.getByText('expires in 30 days')).toBeTruthy();
    expect(lots.getByText('never expires')).toBeTruthy();
    const purchases = within(await screen.findByRole('list', { name: 'Purchases' }));
    expect(
      purchases.getAllByRole('listitem').map((row) => row.textContent?.match(/completed|pending|failed/)?.[0]),
    ).toEqual(['completed', 'pending', 'failed']);
    expect(purchases.getByText('failed').className).toContain('red');
    expect(purchases.getByText('pending').className).toContain('amber');
    expect(screen.queryByText(/Payment successful!/)).toBeNull();
  });

  it('lists transactions with their label, sign, balance after and relative time, and notes the 50-row limit', async () => {
    const transactions = [
      buildTransaction({ type: 'purchase', amount: 250, balanceAfter: 345, description: 'Crate: 250 tokens' }),
      buildTransaction({
        type: 'deduction',
        amount: -5,
        balanceAfter: 95,
        description: 'CSV run',
        automationName: 'CSV Cleaner',
        apiKeyName: 'Nightly agent',
        createdAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
      }),
      ...Array.from({ length: 48 }, () => buildTransaction({ type: 'expiration', amount: -1 })),
    ];
    stubTokenApi(transactions);
    renderRoutes(appRoutes, '/dashboard/tokens');
    const list = within(await screen.findByRole('list', { name: 'Token transactions' }));
    const [purchase, run] = list.getAllByRole('listitem');
    expect(purchase!.textContent).toContain('Token Purchase');
    expect(purchase!.textContent).toContain('+250');
    expect(purchase!.textContent).toContain('Balance: 345');
    expect(purchase!.textContent).toContain('Just now');
    expect(run!.textContent).toContain('Automation Run');
    expect(run!.textContent).toContain('CSV Cleaner');
    expect(run!.textContent).toContain('Started with API key “Nightly agent”');
    expect(purchase!.textContent).not.toContain('API key');
    expect(run!.textContent).toContain('-5');
    expect(run!.textContent).toContain('3h ago');
    expect(list.getAllByText('Token Expiration')).toHaveLength(48);
    expect(screen.getByText('Showing most recent 50 transactions')).toBeTruthy();
  });

  it('offers the whole transaction history as a CSV download', async () => {
    stubTokenApi([buildTransaction({ type: 'purchase', amount: 250 })]);
    renderRoutes(appRoutes, '/dashboard/tokens');
    const link = await screen.findByRole('link', { name: 'Export transactions as CSV' });
    expect(link.getAttribute('href')).toBe('/api/tokens/transactions/export.csv');
    expect(link.hasAttribute('download')).toBe(true);
  });

  it('shows the empty and error states of the transaction list', async () => {
    const fetchStub = stubTokenApi([]);
    renderRoutes(appRoutes, '/dashboard/tokens');
    await screen.findByText('No transactions yet');
    fetchStub.mockClear();
    const otherCalls = fetchStub.getMockImplementation()!;
    fetchStub.mockImplementation((input, init) =>
      String(input).includes('/api/tokens/transactions')
        ? Promise.resolve(new Response('{}', { status: 500 }))
        : otherCalls(input, init),
    );
    renderRoutes(appRoutes, '/dashboard/tokens');
    await waitFor(() => expect(screen.getByText('Failed to load transaction history')).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });
});
