import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appRoutes } from '@/app/router';
import { renderRoutes } from '@/testing/render-with-router';
import { signedInAs, signedOut, stubApi } from '@/testing/stub-api';

const authorizeQuery =
  'response_type=code&client_id=agent-1&code_challenge=abc&code_challenge_method=S256&redirect_uri=http%3A%2F%2F127.0.0.1%3A9%2Fcb&state=s1&prompt=consent';

/** What the server answers about a pending request: the client as it registered itself (issue 38). */
const pendingRequest = { body: { clientId: 'agent-1', clientName: 'Claude Desktop', redirectHost: '127.0.0.1:9' } };

/** Decision 032: an MCP client's authorization request passes through sign-in and consent. */
describe('signing an MCP client in with OAuth', () => {
  afterEach(() => vi.restoreAllMocks());
  const assign = () => vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);

  it('sign-in returns to the authorization request it was sent from', async () => {
    const went = assign();
    stubApi({ '/api/session': signedOut, '/api/auth/sign-in/email': { body: { token: 't', user: {} } } });
    renderRoutes(appRoutes, `/login?${authorizeQuery}`);
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'Correct-Horse-Battery-9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(went).toHaveBeenCalledWith(`/api/auth/mcp/authorize?${authorizeQuery}`));
  });

  it('a person without an account signs up from there, and the confirmation link leads back to the request', async () => {
    let signUpBody: { callbackURL?: string } = {};
    stubApi({
      '/api/session': signedOut,
      '/api/auth/sign-up/email': (_url, init) => {
        signUpBody = JSON.parse(String(init?.body)) as { callbackURL?: string };
        return { body: { token: null, user: {} } };
      },
    });
    renderRoutes(appRoutes, `/login?${authorizeQuery}`);
    fireEvent.click(screen.getByRole('link', { name: 'Sign Up' }));
    fireEvent.change(await screen.findByLabelText(/^Full Name/), { target: { value: 'Ada Lovelace' } });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'Correct-Horse-Battery-9' } });
    fireEvent.change(screen.getByLabelText(/^Confirm Password/), { target: { value: 'Correct-Horse-Battery-9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(signUpBody.callbackURL).toBe(`/api/auth/mcp/authorize?${authorizeQuery}`));
  });

  it('a confirmed person opening sign-up for an authorization request goes on to it', async () => {
    const went = assign();
    stubApi({ '/api/session': signedInAs() });
    const next = encodeURIComponent(`/api/auth/mcp/authorize?${authorizeQuery}`);
    renderRoutes(appRoutes, `/signup?next=${next}`);
    await waitFor(() => expect(went).toHaveBeenCalledWith(`/api/auth/mcp/authorize?${authorizeQuery}`));
  });

  it('Allow sends the consent and follows the answer back to the client', async () => {
    const went = assign();
    let sent: unknown;
    stubApi({
      '/api/session': signedInAs(),
      '/api/auth/oauth2/consent': (_url, init) => {
        sent = JSON.parse(String(init?.body));
        return { body: { redirectURI: 'http://127.0.0.1:9/cb?code=c1&state=s1' } };
      },
      '/api/oauth/consent-request': pendingRequest,
    });
    renderRoutes(appRoutes, '/oauth/consent?consent_code=pending-1&client_id=agent-1&scope=openid');
    expect(await screen.findByText('Claude Desktop')).toBeTruthy();
    expect(screen.getByText('127.0.0.1:9')).toBeTruthy();
    expect(screen.getByText('agent-1')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Connected Apps' }).getAttribute('href')).toBe('/profile?tab=api');
    expect(screen.getByRole('link', { name: 'monthly budget' }).getAttribute('href')).toBe('/profile?tab=budget');
    fireEvent.click(screen.getByRole('button', { name: 'Allow' }));
    await waitFor(() => expect(went).toHaveBeenCalledWith('http://127.0.0.1:9/cb?code=c1&state=s1'));
    expect(sent).toEqual({ accept: true, consent_code: 'pending-1' });
  });

  it('Deny refuses the request and goes nowhere', async () => {
    const went = assign();
    let sent: unknown;
    stubApi({
      '/api/session': signedInAs(),
      '/api/auth/oauth2/consent': (_url, init) => {
        sent = JSON.parse(String(init?.body));
        return { body: { redirectURI: 'http://127.0.0.1:9/cb?code=dead' } };
      },
      '/api/oauth/consent-request': pendingRequest,
    });
    renderRoutes(appRoutes, '/oauth/consent?consent_code=pending-2&client_id=agent-1&scope=openid');
    fireEvent.click(await screen.findByRole('button', { name: 'Deny' }));
    expect(await screen.findByText(/was not given access/)).toBeTruthy();
    expect(sent).toEqual({ accept: false, consent_code: 'pending-2' });
    expect(went).not.toHaveBeenCalled();
  });

  it('a request that expired or was answered says so and offers no Allow', async () => {
    stubApi({
      '/api/session': signedInAs(),
      '/api/oauth/consent-request': { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found' } } },
    });
    renderRoutes(appRoutes, '/oauth/consent?consent_code=gone-1&client_id=agent-1&scope=openid');
    expect(await screen.findByText(/has expired or was already answered/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Allow' })).toBeNull();
  });
});
