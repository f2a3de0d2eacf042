import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '@/app/router';
import { renderRoutes } from '@/testing/render-with-router';
import { signedOut, stubApi } from '@/testing/stub-api';
import { RESET_REVOKES_NOTICE } from '@basalt/contracts';

const type = (label: RegExp | string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('sign-up screen', () => {
  it('shows "Passwords do not match" on the confirmation field, tied to it for screen readers', async () => {
    const fetchStub = stubApi({ '/api/session': signedOut, '/api/auth/sign-up/email': { body: {} } });
    renderRoutes(appRoutes, '/signup');
    type(/^Full Name/, 'Grace Hopper');
    type(/^Email/, 'grace@example.com');
    type(/^Password/, 'Correct-Horse-Battery-9');
    type(/^Confirm Password/, 'Correct-Horse-Battery-8');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    const confirm = screen.getByLabelText(/^Confirm Password/);
    await waitFor(() => expect(confirm.getAttribute('aria-invalid')).toBe('true'));
    const message = document.getElementById(confirm.getAttribute('aria-describedby')!);
    expect(message?.textContent).toBe('Passwords do not match');
    expect(fetchStub.mock.calls.some(([url]) => String(url).includes('sign-up'))).toBe(false);
  });

  it('refuses a common password with the same message as the server', async () => {
    stubApi({ '/api/session': signedOut });
    renderRoutes(appRoutes, '/signup');
    type(/^Password/, 'password1');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(/one of the most common passwords/)).toBeTruthy();
    expect(screen.getByText('Full name is required')).toBeTruthy();
  });

  it('a successful sign-up goes to /verification-pending, which names the address', async () => {
    stubApi({ '/api/session': signedOut, '/api/auth/sign-up/email': { body: { token: null, user: {} } } });
    const { router } = renderRoutes(appRoutes, '/signup');
    type(/^Full Name/, 'Grace Hopper');
    type(/^Email/, 'grace@example.com');
    type(/^Password/, 'Correct-Horse-Battery-9');
    type(/^Confirm Password/, 'Correct-Horse-Battery-9');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/verification-pending'));
    expect(await screen.findByText('grace@example.com')).toBeTruthy();
  });

  it('a sign-up from an automation keeps it as the confirmation link’s destination and through every step (issue 15 #5)', async () => {
    let sent: Record<string, unknown> = {};
    stubApi({
      '/api/session': signedOut,
      '/api/auth/sign-up/email': (_url, init) => {
        sent = JSON.parse(String(init?.body)) as Record<string, unknown>;
        return { body: { token: null, user: {} } };
      },
    });
    const { router } = renderRoutes(appRoutes, '/signup?next=%2Fbasalt%2Fcsv-data-cleaner');
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe(
      '/login?next=%2Fbasalt%2Fcsv-data-cleaner',
    );
    type(/^Full Name/, 'Grace Hopper');
    type(/^Email/, 'grace@example.com');
    type(/^Password/, 'Correct-Horse-Battery-9');
    type(/^Confirm Password/, 'Correct-Horse-Battery-9');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/verification-pending'));
    expect(sent.callbackURL).toBe('/basalt/csv-data-cleaner');
    expect(router.state.location.search).toBe('?next=%2Fbasalt%2Fcsv-data-cleaner');
    // The verification page loads lazily: wait for it rather than race its chunk.
    expect((await screen.findByRole('link', { name: 'Back to Sign In' })).getAttribute('href')).toBe(
      '/login?next=%2Fbasalt%2Fcsv-data-cleaner',
    );
  });

  it('a sign-up page given another site as next confirms to the dashboard', async () => {
    let sent: Record<string, unknown> = {};
    stubApi({
      '/api/session': signedOut,
      '/api/auth/sign-up/email': (_url, init) => {
        sent = JSON.parse(String(init?.body)) as Record<string, unknown>;
        return { body: { token: null, user: {} } };
      },
    });
    renderRoutes(appRoutes, '/signup?next=https%3A%2F%2Fevil.example');
    type(/^Full Name/, 'Grace Hopper');
    type(/^Email/, 'grace@example.com');
    type(/^Password/, 'Correct-Horse-Battery-9');
    type(/^Confirm Password/, 'Correct-Horse-Battery-9');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(sent.callbackURL).toBe('/dashboard'));
  });

  it("shows the server's message, or 'Failed to create account'", async () => {
    stubApi({
      '/api/session': signedOut,
      '/api/auth/sign-up/email': {
        status: 429,
        body: { error: { code: 'RATE_LIMITED', message: 'Too many attempts, try again in 60 minutes' } },
      },
    });
    renderRoutes(appRoutes, '/signup');
    type(/^Full Name/, 'Grace Hopper');
    type(/^Email/, 'grace@example.com');
    type(/^Password/, 'Correct-Horse-Battery-9');
    type(/^Confirm Password/, 'Correct-Horse-Battery-9');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts, try again in 60 minutes');
  });

  const siteStats = (welcomeCredit: number) => ({
    body: { users: 3, publishedAutomations: 12, runs: 0, successRate: null, welcomeCredit },
  });

  it('promises the welcome credit the admin set, in the same words as the home page', async () => {
    stubApi({ '/api/session': signedOut, '/api/site/stats': siteStats(35) });
    renderRoutes(appRoutes, '/signup');
    expect(await screen.findByText('Get 35 free tokens when you confirm your e-mail.')).toBeTruthy();
  });

  it('promises no free tokens when the welcome credit is off', async () => {
    const fetchStub = stubApi({ '/api/session': signedOut, '/api/site/stats': siteStats(0) });
    renderRoutes(appRoutes, '/signup');
    await screen.findByRole('button', { name: 'Create Account' });
    await waitFor(() =>
      expect(fetchStub.mock.calls.some(([url]) => String(url).includes('/api/site/stats'))).toBe(true),
    );
    // Let the answer and its contract arrive, so a wrongly shown sentence would be on the page.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(document.body.textContent).not.toMatch(/free tokens/i);
  });
});

describe('sign-in screen', () => {
  const signIn = () => {
    type(/^Email/, 'ada@example.com');
    type(/^Password/, 'Correct-Horse-Battery-9');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  };

  it('an unconfirmed account goes to /verification-pending', async () => {
    stubApi({
      '/api/session': signedOut,
      '/api/auth/sign-in/email': {
        status: 403,
        body: {
          error: { code: 'EMAIL_NOT_VERIFIED', message: 'Please confirm your e-mail address before signing in.' },
        },
      },
    });
    const { router } = renderRoutes(appRoutes, '/login');
    signIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/verification-pending'));
  });

  it('a wrong password shows the server message', async () => {
    stubApi({
      '/api/session': signedOut,
      '/api/auth/sign-in/email': {
        status: 401,
        body: { error: { code: 'UNAUTHENTICATED', message: 'Invalid email or password' } },
      },
    });
    renderRoutes(appRoutes, '/login');
    signIn();
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password');
  });

  it('a confirmed account goes back to the page it came from', async () => {
    stubApi({ '/api/session': signedOut, '/api/auth/sign-in/email': { body: { redirect: false } } });
    const { router } = renderRoutes(appRoutes, '/login?next=%2Fprofile%3Ftab%3Dsecurity');
    signIn();
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).not.toContain('/login'),
    );
  });

  it('explains a confirmation link that was already used', async () => {
    stubApi({ '/api/session': signedOut });
    renderRoutes(appRoutes, '/login?error=LINK_USED');
    expect(await screen.findByText('This confirmation link has already been used. Sign in to continue.')).toBeTruthy();
  });
});

describe('recovery screens', () => {
  it("resend shows the spec's success message for the address it was given", async () => {
    const fetchStub = stubApi({
      '/api/session': signedOut,
      '/api/auth/send-verification-email': { body: { status: true } },
    });
    window.sessionStorage.setItem('basalt.pending-email', 'grace@example.com');
    renderRoutes(appRoutes, '/verification-pending');
    fireEvent.click(await screen.findByRole('button', { name: 'Resend Verification Email' }));
    expect(await screen.findByText('Verification email sent! Check your inbox.')).toBeTruthy();
    const [, init] = fetchStub.mock.calls.find(([url]) => String(url).includes('send-verification'))!;
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'grace@example.com', callbackURL: '/dashboard' });
  });

  it("forgot-password shows 'Sending...' and then the spec's success message", async () => {
    stubApi({ '/api/session': signedOut, '/api/auth/request-password-reset': { body: { status: true } } });
    renderRoutes(appRoutes, '/forgot-password');
    type(/^Email/, 'ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(
      await screen.findByText('Password reset email sent! Check your inbox for further instructions.'),
    ).toBeTruthy();
  });

  it('/reset-password without a valid token explains and offers a new link', async () => {
    stubApi({ '/api/session': signedOut });
    renderRoutes(appRoutes, '/reset-password?error=INVALID_TOKEN');
    expect(await screen.findByText(/This reset link is invalid or has expired/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request a new reset link' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });

  it('the reset page says, before saving, that API keys and connected apps will be revoked; after, sign-in says they were', async () => {
    stubApi({ '/api/session': signedOut, '/api/auth/reset-password': { body: { status: true } } });
    const { router } = renderRoutes(appRoutes, '/reset-password?token=abc');
    expect((await screen.findByText(RESET_REVOKES_NOTICE)).closest('[role="status"]')).not.toBeNull();
    expect(RESET_REVOKES_NOTICE).toContain('revokes all your API keys and disconnects the apps');
    type(/^New Password/, 'Brand-New-Passphrase-1');
    type(/^Confirm New Password/, 'Brand-New-Passphrase-1');
    fireEvent.click(screen.getByRole('button', { name: 'Set New Password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(
      await screen.findByText(
        'Your password has been reset. You were signed out everywhere, and any API keys and connected apps lost their access; an e-mail lists what went. Sign in with your new password.',
      ),
    ).toBeTruthy();
  });

  it("resend without a known address says 'No user email found'", async () => {
    window.sessionStorage.clear();
    stubApi({ '/api/session': signedOut });
    renderRoutes(appRoutes, '/verification-pending');
    fireEvent.click(await screen.findByRole('button', { name: 'Resend Verification Email' }));
    expect((await screen.findByRole('alert')).textContent).toBe('No user email found');
  });
});
