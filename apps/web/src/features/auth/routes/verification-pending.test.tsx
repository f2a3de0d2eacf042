import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '@/app/router';
import { renderRoutes } from '@/testing/render-with-router';
import { signedInAs, signedOut, stubApi } from '@/testing/stub-api';
import { SESSION_CHANNEL } from '../api/session-broadcast';

describe('a tab waiting for the e-mail confirmation', () => {
  it('moves on, signed in, when the account is confirmed in another tab', async () => {
    let confirmed = false;
    stubApi({
      '/api/session': () => (confirmed ? signedInAs({ email: 'grace@example.com' }) : signedOut),
    });
    window.sessionStorage.setItem('basalt.pending-email', 'grace@example.com');
    const { router } = renderRoutes(appRoutes, '/verification-pending?next=%2Fbrowse');
    expect(await screen.findByRole('heading', { name: 'Verify Your Email' })).toBeTruthy();
    expect((await screen.findAllByRole('link', { name: 'Login' })).length).toBeGreaterThan(0);

    // The other tab opened the confirmation link, which signed the person in there and told the others.
    confirmed = true;
    const otherTab = new BroadcastChannel(SESSION_CHANNEL);
    otherTab.postMessage({ type: 'session-changed' });
    otherTab.close();

    await waitFor(() => expect(router.state.location.pathname).toBe('/browse'));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Login' })).toBeNull());
    expect(screen.getAllByRole('link', { name: 'Token balance: 120 tokens' }).length).toBeGreaterThan(0);
  });
});
