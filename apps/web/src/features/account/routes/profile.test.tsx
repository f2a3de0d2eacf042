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
