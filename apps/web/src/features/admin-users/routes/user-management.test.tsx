import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { appRoutes } from '@/app/router';
import { renderRoutes } from '@/testing/render-with-router';
import { signedInAs, stubApi } from '@/testing/stub-api';

const row = {
  id: 'user-grace',
  email: 'grace@example.com',
  fullName: 'Grace Hopper',
  company: 'Navy',
  isAdmin: false,
  tokenBalance: 1500,
  tokensUsed: 320,
  purchaseCount: 2,
  runCount: 7,
  createdAt: '2026-01-02T10:00:00.000Z',
  lastSignInAt: null,
};

const details = {
  ...row,
  emailVerified: true,
  phone: null,
  subscriptionTier: null,
  subscriptionStatus: null,
  subscriptionRenewsAt: null,
  tokensPurchased: 1820,
  tokensSpent: 320,
  successRate: 85.7,
  lastRunAt: null,
  transactions: [
    {
      id: '6f9e0b0f-7a55-4a43-9d6e-2f6f1f1d8c11',
      type: 'purchase',
      amount: 1000,
      balanceAfter: 1500,
      description: 'Purchased 1,000 tokens',
      createdAt: '2026-01-03T10:00:00.000Z',
    },
  ],
  transactionCount: 5,
};

function stubUsers(overrides: Partial<typeof details> = {}) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  stubApi({
    '/api/session': signedInAs({ isAdmin: true, id: 'admin-1' }),
    '/api/admin/users/user-grace': (url, init) => {
      const method = init?.method ?? 'GET';
      if (method !== 'GET')
        calls.push({ method, path: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : null });
      if (url.pathname.endsWith('/promote')) return { body: { id: row.id, isAdmin: true } };
      return { body: { user: { ...details, ...overrides, ...(method === 'PATCH' && { phone: '+1 555 0100' }) } } };
    },
    '/api/admin/users': { body: { users: [row], matching: 1, total: 40, page: 1, pageSize: 20 } },
  });
  return calls;
}

const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

/** The search texts the users list was asked for, in order (requests without one are left out). */
const searches = (fetchStub: ReturnType<typeof vi.mocked<typeof fetch>>) =>
  fetchStub.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/admin/users' && url.searchParams.has('q'))
    .map((url) => url.searchParams.get('q'));

describe('user management', () => {
  it('asks the server once when six letters are typed quickly, and keeps the search in the address', async () => {
    stubUsers();
    const fetchStub = vi.mocked(fetch);
    const { router } = renderRoutes(appRoutes, '/admin/users');
    await screen.findByText('Grace Hopper');
    const box = screen.getByRole('searchbox', { name: 'Search users' });
    for (const typed of ['h', 'ho', 'hop', 'hopp', 'hoppe', 'hopper']) {
      fireEvent.change(box, { target: { value: typed } });
      await pause(20);
    }
    await waitFor(() => expect(searches(fetchStub)).toEqual(['hopper']));
    expect(router.state.location.search).toBe('?q=hopper');
  });

  it('lists users with role, tokens used and the filtered count', async () => {
    stubUsers();
    renderRoutes(appRoutes, '/admin/users');
    await screen.findByText('Grace Hopper');
    screen.getByText('320 used');
    screen.getByText('Showing 1 of 1 user (filtered from 40)');
    expect(screen.getByRole('link', { name: 'Export users as CSV' }).getAttribute('href')).toBe(
      '/api/admin/exports/users',
    );
  });

  it('edits a profile (Save Changes only after a change) and promotes after the acknowledgement', async () => {
    const calls = stubUsers();
    renderRoutes(appRoutes, '/admin/users');
    fireEvent.click(await screen.findByRole('button', { name: 'View details of grace@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'User Details' });
    await within(dialog).findByText('Verified');
    within(dialog).getByText('85.7%');
    expect(within(dialog).getAllByText('Never')).toHaveLength(2);
    expect(within(dialog).queryByRole('button', { name: 'Save Changes' })).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('Phone'), { target: { value: '+1 555 0100' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'PATCH',
        path: '/api/admin/users/user-grace',
        body: { phone: '+1 555 0100' },
      }),
    );

    fireEvent.click(within(dialog).getByRole('button', { name: 'Show (5)' }));
    within(dialog).getByText('Token Purchase');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Make Admin' }));
    const confirm = await screen.findByRole('dialog', { name: 'Make Admin' });
    const makeAdmin = within(confirm).getByRole('button', { name: 'Make Admin' }) as HTMLButtonElement;
    expect(makeAdmin.disabled).toBe(true);
    fireEvent.click(within(confirm).getByLabelText('I understand this user will have full administrative access'));
    expect(makeAdmin.disabled).toBe(false);
    fireEvent.click(makeAdmin);
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        path: '/api/admin/users/user-grace/promote',
        body: { acknowledged: true },
      }),
    );
  });

  it('an admin viewing themself cannot click Remove Admin, which the server would refuse', async () => {
    const calls = stubUsers({ isAdmin: true, id: 'admin-1' });
    renderRoutes(appRoutes, '/admin/users');
    fireEvent.click(await screen.findByRole('button', { name: 'View details of grace@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'User Details' });
    const remove = (await within(dialog).findByRole('button', { name: 'Remove Admin' })) as HTMLButtonElement;
    expect(remove.disabled).toBe(true);
    within(dialog).getByText('You cannot remove your own admin rights');
    expect(calls).toEqual([]);
  });

  it('asks the browser confirmation before removing admin rights, and does nothing when refused', async () => {
    const calls = stubUsers({ isAdmin: true });
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    renderRoutes(appRoutes, '/admin/users');
    fireEvent.click(await screen.findByRole('button', { name: 'View details of grace@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'User Details' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Remove Admin' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to remove admin privileges from grace@example.com?');
    expect(calls).toEqual([]);
  });

  it('a link naming a user (?user=<id>, from the dashboard or the audit log) opens their details', async () => {
    stubUsers();
    renderRoutes(appRoutes, '/admin/users?user=user-grace');
    const dialog = await screen.findByRole('dialog', { name: 'User Details' });
    await within(dialog).findByText('Verified');
  });
});
