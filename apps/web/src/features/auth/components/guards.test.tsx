import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appRoutes } from '@/app/router';
import { renderRoutes } from '@/testing/render-with-router';
import { signedInAs, signedOut, stubApi } from '@/testing/stub-api';

afterEach(() => vi.useRealTimers());

describe('protected pages', () => {
  it('a signed-out visitor is sent to /login and remembers where they were', async () => {
    stubApi({ '/api/session': signedOut });
    const { router } = renderRoutes(appRoutes, '/profile?tab=security');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?next=%2Fprofile%3Ftab%3Dsecurity');
  });

  it('shows a spinner while the session loads', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    renderRoutes(appRoutes, '/profile');
    expect(screen.getByRole('status').textContent).toBe('Loading your account');
  });

  it('an unconfirmed account is sent to /verification-pending', async () => {
    stubApi({ '/api/session': signedInAs({ emailVerified: false }) });
    const { router } = renderRoutes(appRoutes, '/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/verification-pending'));
  });

  it('someone who signed up in this tab and has not confirmed yet is sent to /verification-pending, not to sign-in (issue 15 #5)', async () => {
    window.sessionStorage.setItem('basalt.pending-email', 'grace@example.com');
    try {
      stubApi({ '/api/session': signedOut });
      const { router } = renderRoutes(appRoutes, '/dashboard');
      await waitFor(() => expect(router.state.location.pathname).toBe('/verification-pending'));
      expect(router.state.location.search).toBe('?next=%2Fdashboard');
      expect(await screen.findByText('grace@example.com')).toBeTruthy();
    } finally {
      window.sessionStorage.clear();
    }
  });

  it('a regular user on an admin page sees Access Denied, then the dashboard after 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubApi({ '/api/session': signedInAs() });
    const { router } = renderRoutes(appRoutes, '/admin');
    const visited: string[] = [];
    router.subscribe((state) => visited.push(state.location.pathname));
    const panel = await screen.findByRole('alert');
    expect(within(panel).getByRole('heading').textContent).toBe('Access Denied');
    expect(panel.textContent).toContain('You do not have permission to access this page.');
    expect(panel.textContent).toContain(
      'If you believe this is an error, please contact an administrator for assistance.',
    );
    expect(panel.textContent).toContain('Redirecting to dashboard in 3 seconds...');
    act(() => vi.advanceTimersByTime(2500));
    expect(visited).toEqual([]);
    act(() => vi.advanceTimersByTime(600));
    expect(visited[0]).toBe('/dashboard');
  });

  it('an admin passes the admin guard', async () => {
    stubApi({ '/api/session': signedInAs({ isAdmin: true }) });
    renderRoutes(appRoutes, '/admin');
    await screen.findByRole('button', { name: 'Account menu' });
    expect(screen.queryByText('Access Denied')).toBeNull();
  });
});

describe('the signed-in top bar', () => {
  it('shows the token balance linking to /dashboard/tokens and the initials in the avatar', async () => {
    stubApi({ '/api/session': signedInAs({ tokenBalance: 1250 }) });
    renderRoutes(appRoutes, '/about');
    const header = within(screen.getAllByRole('banner')[0]!);
    const chip = await header.findByRole('link', { name: 'Token balance: 1,250 tokens' });
    expect(chip.getAttribute('href')).toBe('/dashboard/tokens');
    const avatar = header.getByRole('button', { name: 'Account menu' }).querySelector('[aria-hidden="true"]');
    expect(avatar?.textContent).toBe('AL');
    expect(header.queryByRole('link', { name: 'Login' })).toBeNull();
  });

  it('the avatar menu lists the account links, an Admin block for admins, and closes on an outside click', async () => {
    stubApi({ '/api/session': signedInAs({ isAdmin: true }) });
    renderRoutes(appRoutes, '/about');
    const button = await screen.findByRole('button', { name: 'Account menu' });
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const account = within(screen.getByRole('navigation', { name: 'Account' }));
    expect(account.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Dashboard',
      'My Automations',
      'Account Settings',
    ]);
    const admin = within(screen.getByRole('navigation', { name: 'Admin' }));
    // The spec's four, then any later back-office pages (the lead inbox of DESIGN D10).
    expect(
      admin
        .getAllByRole('link')
        .map((link) => link.getAttribute('href'))
        .slice(0, 4),
    ).toEqual(['/admin', '/admin/users', '/admin/automations', '/admin/audit-log']);
    expect(admin.getByRole('link', { name: 'Runs' }).getAttribute('href')).toBe('/admin/runs');
    fireEvent.pointerDown(document.body);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('a regular user has no Admin block', async () => {
    stubApi({ '/api/session': signedInAs() });
    renderRoutes(appRoutes, '/about');
    fireEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
    expect(screen.queryByRole('navigation', { name: 'Admin' })).toBeNull();
  });

  it('Logout on a protected page ends the session and goes home (not to sign-in)', async () => {
    const fetchStub = stubApi({ '/api/session': signedInAs(), '/api/auth/sign-out': { body: { success: true } } });
    const { router } = renderRoutes(appRoutes, '/profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(fetchStub.mock.calls.some(([url]) => String(url).endsWith('/api/auth/sign-out'))).toBe(true);
    expect(await screen.findAllByRole('link', { name: 'Login' })).not.toHaveLength(0);
    expect(router.state.location.pathname).toBe('/');
  });

  it('the mobile slide-out shows the name, the Admin badge and the balance', async () => {
    stubApi({ '/api/session': signedInAs({ isAdmin: true, tokenBalance: 42 }) });
    renderRoutes(appRoutes, '/about');
    await screen.findByRole('button', { name: 'Account menu' });
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = within(screen.getByRole('dialog', { name: 'Menu' }));
    expect(menu.getByText('Ada Lovelace')).toBeTruthy();
    expect(menu.getByText('Admin')).toBeTruthy();
    expect(menu.getByRole('link', { name: 'Token balance: 42 tokens' })).toBeTruthy();
    expect(menu.getByRole('button', { name: 'Logout' })).toBeTruthy();
  });
});
