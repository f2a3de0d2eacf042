import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '@/app/router';
import { renderRoutes } from '@/testing/render-with-router';
import { signedInAs, stubApi } from '@/testing/stub-api';

const purchase = (status: string, email: string) => ({
  id: crypto.randomUUID(),
  userId: `user-${email}`,
  email,
  fullName: null,
  bundle: status === 'completed' ? 'Starter' : null,
  amountUsdCents: 1000,
  totalTokens: 100,
  status,
  provider: 'sandbox',
  createdAt: '2026-11-20T08:00:00.000Z',
  completedAt: status === 'completed' ? '2026-11-20T08:01:00.000Z' : null,
});

function stubPurchases() {
  const asked: URLSearchParams[] = [];
  stubApi({
    '/api/session': signedInAs({ isAdmin: true }),
    '/api/admin/purchases': (url) => {
      asked.push(url.searchParams);
      const status = url.searchParams.get('status');
      const all = [
        purchase('completed', 'ada@example.com'),
        purchase('expired', 'bob@example.com'),
        purchase('failed', 'cy@example.com'),
      ];
      const purchases = status ? all.filter((one) => one.status === status) : all;
      return { body: { purchases, matching: purchases.length, completedUsdCents: 1000, page: 1, pageSize: 50 } };
    },
  });
  return asked;
}

describe('the admin purchases page', () => {
  it('lists every checkout with a status an accountant reads, the completed total and its CSV', async () => {
    stubPurchases();
    renderRoutes(appRoutes, '/admin/purchases');
    const list = await screen.findByRole('list', { name: 'Purchases' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    for (const label of ['Completed', 'Abandoned (expired)', 'Declined']) within(list).getByText(label);
    screen.getByText('3 purchases · $10.00 completed');
    expect(screen.getByRole('link', { name: 'Export purchases as CSV' }).getAttribute('href')).toBe(
      '/api/admin/exports/purchases',
    );
  });

  it('sends the status and days it is filtered by, and says when nothing matches', async () => {
    const asked = stubPurchases();
    renderRoutes(appRoutes, '/admin/purchases');
    await screen.findByRole('list', { name: 'Purchases' });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'cancelled' } });
    await screen.findByText('No purchases found');
    fireEvent.change(screen.getByLabelText('Bought from'), { target: { value: '2026-11-01' } });
    await waitFor(() => expect(asked.at(-1)?.get('from')).toBe('2026-11-01'));
    expect(asked.at(-1)?.get('status')).toBe('cancelled');
  });
});
