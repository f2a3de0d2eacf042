import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '@/app/router';
import { renderRoutes } from '@/testing/render-with-router';
import { signedInAs, stubApi } from '@/testing/stub-api';

const grace = {
  id: 'user-grace',
  email: 'grace@example.com',
  fullName: 'Grace Hopper',
  tokenBalance: 1200,
  subscriptionTier: 'Pro',
  subscriptionStatus: 'active',
};

function stubTokens() {
  const adjustments: unknown[] = [];
  stubApi({
    '/api/session': signedInAs({ isAdmin: true }),
    '/api/admin/tokens/stats': {
      body: { tokensInCirculation: 1234567, purchasedThisMonth: 5000, usedThisMonth: 320, activeSubscriptions: 3 },
    },
    '/api/admin/tokens/balances': (url) => ({
      body: {
        users: url.searchParams.get('q') === 'nobody' ? [] : [grace],
        matching: url.searchParams.get('q') === 'nobody' ? 0 : 1,
        page: 1,
        pageSize: 100,
      },
    }),
    '/api/admin/tokens/adjustments': (_url, init) => {
      if (init?.method === 'POST') {
        adjustments.push(JSON.parse(String(init.body)));
        return { body: { userId: grace.id, amount: -200, balance: 1000 } };
      }
      return { body: { adjustments: [] } };
    },
    '/api/admin/settings/welcome-credit': (_url, init) => {
      if (init?.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as { tokens: number };
        adjustments.push({ welcomeCredit: body.tokens });
        return { body: { tokens: body.tokens, isSet: true } };
      }
      return { body: { tokens: 20, isSet: false } };
    },
  });
  return adjustments;
}

describe('token management', () => {
  it('shows the four cards with thousands separators and the empty states', async () => {
    stubTokens();
    renderRoutes(appRoutes, '/admin/token-management');
    await screen.findByText('1,234,567');
    for (const label of [
      'Total Tokens in Circulation',
      'Purchases This Month',
      'Used This Month',
      'Active Subscriptions',
    ]) {
      screen.getByText(label);
    }
    await screen.findByText('No recent adjustments');
    for (const [name, list] of [
      ['Export balances as CSV', 'balances'],
      ['Export adjustments as CSV', 'adjustments'],
    ]) {
      expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(`/api/admin/exports/${list}`);
    }
    fireEvent.change(screen.getByPlaceholderText('Search by name or email...'), { target: { value: 'nobody' } });
    // The list asks once typing has paused (300 ms), so the answer comes later than findBy's default second.
    await screen.findByText('No users found', {}, { timeout: 3000 });
  });

  it('adjusts tokens: confirm disabled until amount and reason, negative balance refused, success alert', async () => {
    const adjustments = stubTokens();
    renderRoutes(appRoutes, '/admin/token-management');
    fireEvent.click(await screen.findByRole('button', { name: 'Adjust tokens of grace@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adjust Tokens' });
    const confirm = within(dialog).getByRole('button', { name: 'Confirm Adjustment' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText(/^Amount/), { target: { value: 'abc' } });
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), { target: { value: 'Outage refund' } });
    expect(confirm.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText(/^Amount/), { target: { value: '12.7' } });
    expect(confirm.disabled).toBe(false);
    fireEvent.click(confirm);
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Amount must be a whole number');
    fireEvent.change(within(dialog).getByLabelText(/^Amount/), { target: { value: '-1201' } });
    expect(confirm.disabled).toBe(false);
    fireEvent.click(confirm);
    expect((await within(dialog).findByRole('alert')).textContent).toBe('New balance cannot be negative');
    expect(adjustments).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText(/^Amount/), { target: { value: '-200' } });
    fireEvent.click(confirm);
    await screen.findByText('Successfully deducted 200 tokens');
    expect(adjustments).toEqual([{ userId: grace.id, amount: -200, reason: 'Outage refund' }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Adjust Tokens' })).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Adjust tokens of grace@example.com' }));
    const reopened = await screen.findByRole('dialog', { name: 'Adjust Tokens' });
    expect((within(reopened).getByLabelText(/^Amount/) as HTMLInputElement).value).toBe('');
    expect((within(reopened).getByLabelText(/^Reason/) as HTMLTextAreaElement).value).toBe('');
  });

  it('sets the welcome credit: starts at the default 20, refuses 12.7 without saving, saves 35 with a success message', async () => {
    const sent = stubTokens();
    renderRoutes(appRoutes, '/admin/token-management');
    const field = (await screen.findByLabelText(/^Tokens for a confirmed e-mail/)) as HTMLInputElement;
    expect(field.value).toBe('20');
    const save = screen.getByRole('button', { name: 'Save Welcome Credit' });

    fireEvent.change(field, { target: { value: '12.7' } });
    fireEvent.click(save);
    expect((await screen.findByRole('alert')).textContent).toBe('Welcome credit must be a whole number of tokens');
    expect(sent).toEqual([]);

    fireEvent.change(field, { target: { value: '35' } });
    fireEvent.click(save);
    await screen.findByText('New accounts now get 35 tokens when they confirm their e-mail');
    expect(sent).toEqual([{ welcomeCredit: 35 }]);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
