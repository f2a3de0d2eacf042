import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '@/app/router';
import { renderRoutes } from '@/testing/render-with-router';
import { signedInAs, stubApi } from '@/testing/stub-api';

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('account settings page', () => {
  it('has Profile, Security, Billing, Budget and API tabs; Billing is coming soon', async () => {
    stubApi({ '/api/session': signedInAs() });
    renderRoutes(appRoutes, '/profile');
    expect((await screen.findAllByRole('tab')).map((tab) => tab.textContent)).toEqual([
      'Profile',
      'Security',
      'Billing',
      'Budget',
      'API',
    ]);
    fireEvent.click(screen.getByRole('tab', { name: 'Billing' }));
    expect(screen.getByText('Billing settings are coming soon.')).toBeTruthy();
  });

  it("saves the full name and says 'Profile updated successfully!'", async () => {
    const fetchStub = stubApi({ '/api/session': signedInAs(), '/api/profile': { body: { fullName: 'Ada King' } } });
    renderRoutes(appRoutes, '/profile');
    await screen.findByLabelText(/^Full Name/);
    type(/^Full Name/, 'Ada King');
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeTruthy();
    const [, init] = fetchStub.mock.calls.find(([url]) => String(url).endsWith('/api/profile'))!;
    expect(init?.method).toBe('PATCH');
    expect(JSON.parse(String(init?.body))).toEqual({ fullName: 'Ada King' });
  });

  it('a blank full name is refused before anything is sent', async () => {
    stubApi({ '/api/session': signedInAs() });
    renderRoutes(appRoutes, '/profile');
    await screen.findByLabelText(/^Full Name/);
    type(/^Full Name/, '  ');
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Error: Full name is required')).toBeTruthy();
  });

  it('change password checks the confirmation and shows the server refusing a wrong current password', async () => {
    stubApi({
      '/api/session': signedInAs(),
      '/api/auth/change-password': {
        status: 400,
        body: { error: { code: 'BAD_REQUEST', message: 'Current password is incorrect' } },
      },
    });
    renderRoutes(appRoutes, '/profile?tab=security');
    type(await screen.findByLabelText(/^Current Password/).then(() => /^Current Password/), 'Wrong-Password-1');
    type(/^New Password/, 'Brand-New-Passphrase-1');
    type(/^Confirm New Password/, 'Brand-New-Passphrase-2');
    fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Error: New passwords do not match')).toBeTruthy();

    type(/^Confirm New Password/, 'Brand-New-Passphrase-1');
    fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect((await screen.findByText('Error: Current password is incorrect')).closest('[role="alert"]')).not.toBeNull();
  });

  describe('changing the password and the API keys (DESIGN D16)', () => {
    const key = (id: string, name: string) => ({
      id,
      name,
      prefix: 'bsk_abcd',
      createdAt: '2026-11-01T10:00:00.000Z',
      lastUsedAt: null,
      monthlyTokenCap: null,
    });
    const twoKeys = [
      key('6f1c1f2e-7d2a-4c4e-9a55-3f3b2f0d9c11', 'Zapier'),
      key('6f1c1f2e-7d2a-4c4e-9a55-3f3b2f0d9c12', 'CI'),
    ];
    async function changePassword() {
      type(await screen.findByLabelText(/^Current Password/).then(() => /^Current Password/), 'Old-Password-1');
      type(/^New Password/, 'Brand-New-Passphrase-1');
      type(/^Confirm New Password/, 'Brand-New-Passphrase-1');
    }
    const sentBody = (fetchStub: ReturnType<typeof stubApi>) =>
      JSON.parse(String(fetchStub.mock.calls.find(([url]) => String(url).endsWith('/change-password'))![1]?.body));

    it('a user with two keys is told before saving that they keep working, and keeps them unless the box is ticked', async () => {
      const fetchStub = stubApi({
        '/api/session': signedInAs(),
        '/api/api-keys': { body: { apiKeys: twoKeys } },
        '/api/auth/change-password': { body: { token: 't', user: {}, revokedApiKeys: 0 } },
      });
      renderRoutes(appRoutes, '/profile?tab=security');
      const box = await screen.findByRole('checkbox', { name: 'Also revoke my 2 API keys' });
      expect((box as HTMLInputElement).checked).toBe(false);
      expect(screen.getByText(/Your API keys keep working unless you tick the box below/)).toBeTruthy();
      await changePassword();
      fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
      expect(
        await screen.findByText(
          'Password updated successfully! Your other sessions have been signed out. Your API keys still work.',
        ),
      ).toBeTruthy();
      expect(sentBody(fetchStub)).toMatchObject({ revokeApiKeys: false, revokeOtherSessions: true });
    });

    it('a user who ticks the box has the keys revoked, and the page says how many went', async () => {
      let keys = twoKeys;
      const fetchStub = stubApi({
        '/api/session': signedInAs(),
        '/api/api-keys': () => ({ body: { apiKeys: keys } }),
        '/api/auth/change-password': () => {
          keys = [];
          return { body: { token: 't', user: {}, revokedApiKeys: 2 } };
        },
      });
      renderRoutes(appRoutes, '/profile?tab=security');
      fireEvent.click(await screen.findByRole('checkbox', { name: 'Also revoke my 2 API keys' }));
      await changePassword();
      fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
      expect(
        await screen.findByText(
          'Password updated successfully! Your other sessions have been signed out and your 2 API keys revoked.',
        ),
      ).toBeTruthy();
      expect(sentBody(fetchStub)).toMatchObject({ revokeApiKeys: true });
      await waitFor(() => expect(screen.queryByRole('checkbox', { name: /Also revoke/ })).toBeNull());
    });

    it('a user without keys is not offered the box', async () => {
      stubApi({ '/api/session': signedInAs(), '/api/api-keys': { body: { apiKeys: [] } } });
      renderRoutes(appRoutes, '/profile?tab=security');
      await screen.findByText('Updating your password signs out your other sessions.');
      expect(screen.queryByRole('checkbox', { name: /Also revoke/ })).toBeNull();
    });
  });

  it('deleting the account shows the tokens that will be lost and asks for the password (issue 15 #9)', async () => {
    const fetchStub = stubApi({
      '/api/session': signedInAs(),
      '/api/tokens/balance': { body: { balance: 1250 } },
      '/api/account': (_url, init) =>
        JSON.parse(String(init?.body)).password === 'right-one'
          ? { body: { deleted: true } }
          : {
              status: 422,
              body: {
                error: {
                  code: 'VALIDATION_FAILED',
                  message: 'Password is incorrect',
                  details: [{ path: 'password', message: 'Password is incorrect' }],
                },
              },
            },
    });
    const { router } = renderRoutes(appRoutes, '/profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Account' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Delete your account?' }));
    expect(await dialog.findByText(/Your 1,250 tokens will be lost/)).toBeTruthy();
    expect(fetchStub.mock.calls.some(([url]) => String(url).endsWith('/api/account'))).toBe(false);
    fireEvent.click(dialog.getByRole('button', { name: 'Delete My Account' }));
    expect((await dialog.findByRole('alert')).textContent).toContain('Enter your password');
    expect(fetchStub.mock.calls.some(([url]) => String(url).endsWith('/api/account'))).toBe(false);
    fireEvent.change(dialog.getByLabelText(/Password/), { target: { value: 'wrong-one' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Delete My Account' }));
    expect(await dialog.findByText('Password is incorrect')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/profile');
    const visited: string[] = [];
    router.subscribe((state) => visited.push(`${state.location.pathname}${state.location.search}`));
    fireEvent.change(dialog.getByLabelText(/Password/), { target: { value: 'right-one' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Delete My Account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await screen.findAllByRole('link', { name: 'Login' });
    expect(visited.every((path) => path === '/')).toBe(true);
    const [, init] = fetchStub.mock.calls.findLast(([url]) => String(url).endsWith('/api/account'))!;
    expect(init?.method).toBe('DELETE');
    expect(JSON.parse(String(init?.body))).toEqual({ password: 'right-one' });
  });
});
