import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getOAuthConsentRequestResponse } from '@basalt/contracts';
import { createSignedInUser } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

const REDIRECT_URL = 'http://127.0.0.1:9/oauth-callback';

// Issue 38.4: the consent page named the client by its random id only.
describe('the consent page learns who asks', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** An MCP client registers itself, then sends the signed-in person to authorize it. */
  async function pendingConsent(cookie: string, clientName?: string) {
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/mcp/register',
      payload: {
        ...(clientName ? { client_name: clientName } : {}),
        redirect_uris: [REDIRECT_URL],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'none',
      },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const clientId = (registered.json() as { client_id: string }).client_id;
    const query = new URLSearchParams({
      response_type: 'code',
      client_id: clientId,
      redirect_uri: REDIRECT_URL,
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
      state: 'state-1',
    });
    const authorize = await t.app.inject({ url: `/api/auth/mcp/authorize?${query}`, headers: { cookie } });
    expect(authorize.statusCode, authorize.body).toBe(302);
    const consentPage = new URL(authorize.headers.location as string);
    return { clientId, code: consentPage.searchParams.get('consent_code')! };
  }
  const ask = (cookie: string, code: string) =>
    t.app.inject({ url: `/api/oauth/consent-request?consent_code=${encodeURIComponent(code)}`, headers: { cookie } });

  it("answers the client's registered name and the host it returns to, to the person asked only", async () => {
    const { cookie } = await createSignedInUser(t);
    const { clientId, code } = await pendingConsent(cookie, 'Claude Desktop');
    const answer = await ask(cookie, code);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(getOAuthConsentRequestResponse.parse(answer.json())).toEqual({
      clientId,
      clientName: 'Claude Desktop',
      redirectHost: '127.0.0.1:9',
    });
    const stranger = await createSignedInUser(t);
    expect((await ask(stranger.cookie, code)).statusCode).toBe(404);
    expect((await ask(cookie, 'not-a-pending-request')).statusCode).toBe(404);
    expect((await t.app.inject(`/api/oauth/consent-request?consent_code=${code}`)).statusCode).toBe(401);
  });

  it('a client that registered no name is answered with a null name, and an answered request is gone', async () => {
    const { cookie } = await createSignedInUser(t);
    const { code } = await pendingConsent(cookie);
    expect((await ask(cookie, code)).json()).toMatchObject({ clientName: null, redirectHost: '127.0.0.1:9' });
    const denied = await t.app.inject({
      method: 'POST',
      url: '/api/auth/oauth2/consent',
      headers: { cookie, origin: t.config.PUBLIC_URL, 'content-type': 'application/json' },
      payload: { accept: false, consent_code: code },
    });
    expect(denied.statusCode, denied.body).toBe(200);
    expect((await ask(cookie, code)).statusCode).toBe(404);
  });
});
