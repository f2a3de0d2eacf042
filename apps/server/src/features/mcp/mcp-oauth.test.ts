import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { UnauthorizedError, type OAuthClientProvider } from '@modelcontextprotocol/sdk/client/auth.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { OAuthClientInformationMixed, OAuthTokens } from '@modelcontextprotocol/sdk/shared/auth.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { ledgerEntries, oauthAccessTokens, runs } from '../../platform/db/schema';
import { newWebhookSecret } from '../../platform/outbound';
import { cookieFrom, latestEmailLink, testPassword } from '../../test/auth-helpers';
import { createAutomation } from '../../test/factories';
import { createFundedUser, createRunTestApp, type RunTestApp } from '../../test/run-test-kit';
import { RUN_QUEUE, workRuns } from '../runs';

/** Where the test's client says it listens: nothing does, the test reads the code off the redirect. */
const REDIRECT_URL = 'http://127.0.0.1:9/oauth-callback';

/** An MCP client's memory, as a desktop agent would keep it, and the authorization URL it was sent to. */
class RememberingProvider implements OAuthClientProvider {
  client?: OAuthClientInformationMixed;
  saved?: OAuthTokens;
  verifier = '';
  authorizationUrl?: URL;
  readonly redirectUrl = REDIRECT_URL;
  readonly clientMetadata = {
    client_name: 'Test agent',
    redirect_uris: [REDIRECT_URL],
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    token_endpoint_auth_method: 'none',
  };
  clientInformation = () => this.client;
  saveClientInformation = (client: OAuthClientInformationMixed) => void (this.client = client);
  tokens = () => this.saved;
  saveTokens = (tokens: OAuthTokens) => void (this.saved = tokens);
  redirectToAuthorization = (url: URL) => void (this.authorizationUrl = url);
  saveCodeVerifier = (verifier: string) => void (this.verifier = verifier);
  codeVerifier = () => this.verifier;
}

/** Issue 17 / decision 032: an MCP client that has only the URL signs its user in with OAuth 2.1. */
describe('OAuth for MCP clients, driven by the official SDK client', () => {
  let t: RunTestApp;
  const clients: Client[] = [];
  beforeAll(async () => {
    t = await createRunTestApp();
    await workRuns(t.jobQueue!, t.runs);
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close()));
    await t.jobQueue?.offWork(RUN_QUEUE);
    await t.close();
  });

  const transportFor = (provider: OAuthClientProvider) =>
    new StreamableHTTPClientTransport(new URL(`${t.url}/mcp`), { authProvider: provider });

  /** The person's browser: the authorization request, then the consent page's Allow. */
  async function allowInBrowser(authorizationUrl: URL, cookie: string) {
    const authorize = await fetch(authorizationUrl, { redirect: 'manual', headers: { cookie } });
    expect(authorize.status).toBe(302);
    const consentPage = new URL(authorize.headers.get('location')!);
    expect(`${consentPage.origin}${consentPage.pathname}`).toBe(`${t.url}/oauth/consent`);
    const consent = await fetch(`${t.url}/api/auth/oauth2/consent`, {
      method: 'POST',
      headers: { cookie, origin: t.url, 'content-type': 'application/json' },
      body: JSON.stringify({ accept: true, consent_code: consentPage.searchParams.get('consent_code') }),
    });
    expect(consent.status).toBe(200);
    const back = new URL(((await consent.json()) as { redirectURI: string }).redirectURI);
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT_URL);
    expect(back.searchParams.get('state')).toBe(authorizationUrl.searchParams.get('state'));
    return back.searchParams.get('code')!;
  }

  /** Registers, is sent to authorize, the person allows it, and the client trades the code for a token. */
  async function signInByOAuth(cookie: string) {
    const provider = new RememberingProvider();
    const first = new Client({ name: 'oauth-agent', version: '1.0.0' });
    const firstTransport = transportFor(provider);
    await expect(first.connect(firstTransport)).rejects.toBeInstanceOf(UnauthorizedError);
    expect(provider.client?.client_id).toBeTruthy();
    const authorizationUrl = provider.authorizationUrl!;
    expect(authorizationUrl.href.startsWith(`${t.url}/api/auth/mcp/authorize?`)).toBe(true);
    expect(authorizationUrl.searchParams.get('code_challenge_method')).toBe('S256');
    await firstTransport.finishAuth(await allowInBrowser(authorizationUrl, cookie));
    expect(provider.saved?.access_token).toBeTruthy();
    const client = new Client({ name: 'oauth-agent', version: '1.0.0' });
    await client.connect(transportFor(provider));
    clients.push(client);
    return { client, provider };
  }

  /** A published automation on the sample QR-code workflow, with its one text field. */
  const createQrCodeAutomation = (tokenCostPerRun: number) =>
    createAutomation(t.database.db, {
      webhookUrl: `${t.url}/sample-workflows/qr-code`,
      webhookSecret: newWebhookSecret(),
      customFields: [{ id: 'content', type: 'text', label: 'Content', required: true, order: 0 }],
      tokenCostPerRun,
    });

  const callTool = async (client: Client, name: string, args: Record<string, unknown> = {}) => {
    const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
    const text = result.content.map((part) => (part.type === 'text' ? part.text : '')).join('');
    return { isError: result.isError === true, text, json: () => JSON.parse(text) as Record<string, unknown> };
  };
  const balanceOf = async (client: Client) => (await callTool(client, 'get_balance')).json();

  it('discovery answers where to register, authorize and trade codes, from the site root', async () => {
    const resource = await fetch(`${t.url}/.well-known/oauth-protected-resource/mcp`);
    expect(await resource.json()).toMatchObject({ resource: `${t.url}/mcp`, authorization_servers: [t.url] });
    const server = (await (await fetch(`${t.url}/.well-known/oauth-authorization-server`)).json()) as Record<
      string,
      unknown
    >;
    expect(server).toMatchObject({
      issuer: t.url,
      registration_endpoint: `${t.url}/api/auth/mcp/register`,
      authorization_endpoint: `${t.url}/api/auth/mcp/authorize`,
      token_endpoint: `${t.url}/api/auth/mcp/token`,
      code_challenge_methods_supported: ['S256'],
    });
  });

  it('a signed-out person is sent to the sign-in page with the whole authorization request', async () => {
    const provider = new RememberingProvider();
    await expect(new Client({ name: 'a', version: '1' }).connect(transportFor(provider))).rejects.toBeInstanceOf(
      UnauthorizedError,
    );
    const authorize = await fetch(provider.authorizationUrl!, { redirect: 'manual' });
    expect(authorize.status).toBe(302);
    const login = new URL(authorize.headers.get('location')!);
    expect(`${login.origin}${login.pathname}`).toBe(`${t.url}/login`);
    expect(login.searchParams.get('client_id')).toBe(provider.client!.client_id);
    expect(login.searchParams.get('code_challenge')).toBe(
      provider.authorizationUrl!.searchParams.get('code_challenge'),
    );
    // The web app returns there itself; the plugin's cookie would redirect its sign-in fetch.
    expect(authorize.headers.getSetCookie().join(';')).not.toContain('oidc_login_prompt');
  });

  it('a person without an account signs up from the sign-in page and, once confirmed, is back at the authorization request', async () => {
    const provider = new RememberingProvider();
    await expect(new Client({ name: 'a', version: '1' }).connect(transportFor(provider))).rejects.toBeInstanceOf(
      UnauthorizedError,
    );
    const login = new URL((await fetch(provider.authorizationUrl!, { redirect: 'manual' })).headers.get('location')!);
    // What the sign-in page's "Sign Up" link and the sign-up form send (features/auth, web app).
    const authorizeReturn = `/api/auth/mcp/authorize?${login.searchParams.toString()}`;
    const email = `agent-owner-${Date.now()}@example.com`;
    const signUp = await fetch(`${t.url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { origin: t.url, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Agent Owner', email, password: testPassword, callbackURL: authorizeReturn }),
    });
    expect(signUp.status).toBe(200);
    const confirm = await fetch(await latestEmailLink(t, email, /confirm/i), { redirect: 'manual' });
    expect(confirm.status).toBe(302);
    expect(confirm.headers.get('location')).toBe(authorizeReturn);
    const cookie = cookieFrom(confirm.headers.getSetCookie());
    const code = await allowInBrowser(new URL(authorizeReturn, t.url), cookie);
    await transportFor(provider).finishAuth(code);
    const client = new Client({ name: 'oauth-agent', version: '1.0.0' });
    await client.connect(transportFor(provider));
    clients.push(client);
    expect(await balanceOf(client)).toMatchObject({ balance_tokens: 0 });
  });

  it("registers, signs in, and calls the tools as that user, with the user's own budget as its cap", async () => {
    const { user, cookie } = await createFundedUser(t, 42);
    const { client } = await signInByOAuth(cookie);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toContain('get_balance');
    expect(await balanceOf(client)).toMatchObject({
      balance_tokens: 42,
      budget_monthly_cap_tokens: null,
      budget_spent_this_month_tokens: 0,
    });
    const [token] = await t.database.db.select().from(oauthAccessTokens).where(eq(oauthAccessTokens.userId, user.id));
    expect(token).toBeDefined();
  });

  it("a run started by OAuth records its client on the run and the charge, and the user's budget caps it", async () => {
    const { cookie } = await createFundedUser(t, 10);
    const { client, provider } = await signInByOAuth(cookie);
    const automation = await createQrCodeAutomation(3);
    const budget = await fetch(`${t.url}/api/budget`, {
      method: 'PUT',
      headers: { cookie, origin: t.url, 'content-type': 'application/json' },
      body: JSON.stringify({ monthlyCapTokens: 5, lowBalanceThreshold: null }),
    });
    expect(budget.status).toBe(200);
    const run = (
      await callTool(client, 'run_automation', { automation: automation.slug, input: { content: 'hi' } })
    ).json();
    expect(run).toMatchObject({ status: 'completed', tokens_charged: 3 });
    const clientId = provider.client!.client_id;
    const [row] = await t.database.db
      .select()
      .from(runs)
      .where(eq(runs.id, run.run_id as string));
    expect(row).toMatchObject({ oauthClientId: clientId, apiKeyId: null });
    const charges = await t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.runId, row!.id));
    expect(charges.map((entry) => entry.metadata)).toEqual([expect.objectContaining({ oauth_client_id: clientId })]);
    // The owner sees which client spent the tokens, by the name it registered with.
    const transactions = (await (await fetch(`${t.url}/api/tokens/transactions`, { headers: { cookie } })).json()) as {
      transactions: { amount: number; oauthClientName: string | null; apiKeyName: string | null }[];
    };
    expect(transactions.transactions.filter((entry) => entry.amount < 0)).toEqual([
      expect.objectContaining({ oauthClientName: 'Test agent', apiKeyName: null }),
    ]);
    expect(await balanceOf(client)).toMatchObject({
      balance_tokens: 7,
      budget_monthly_cap_tokens: 5,
      budget_spent_this_month_tokens: 3,
      budget_left_this_month_tokens: 2,
    });
    const refused = await callTool(client, 'run_automation', {
      automation: automation.slug,
      input: { content: 'again' },
    });
    expect(refused.isError).toBe(true);
    expect(refused.text).toMatch(/budget/i);
  });

  it('the person sees the agent under connected apps and disconnects it: its tokens stop working at once', async () => {
    const { cookie } = await createFundedUser(t, 10);
    const { client, provider } = await signInByOAuth(cookie);
    const automation = await createQrCodeAutomation(1);
    await callTool(client, 'run_automation', { automation: automation.slug, input: { content: 'hi' } });
    const clientId = provider.client!.client_id;
    const listed = await fetch(`${t.url}/api/connected-apps`, { headers: { cookie } });
    expect(listed.status).toBe(200);
    expect(await listed.json()).toEqual({
      connectedApps: [
        {
          clientId,
          name: 'Test agent',
          connectedAt: expect.any(String),
          lastSignInAt: expect.any(String),
          runCount: 1,
        },
      ],
    });
    // Another person cannot see or disconnect it.
    const other = await createFundedUser(t, 0);
    expect(await (await fetch(`${t.url}/api/connected-apps`, { headers: { cookie: other.cookie } })).json()).toEqual({
      connectedApps: [],
    });
    const disconnect = (who: string) =>
      fetch(`${t.url}/api/connected-apps/${encodeURIComponent(clientId)}`, {
        method: 'DELETE',
        headers: { cookie: who, origin: t.url },
      });
    expect((await disconnect(other.cookie)).status).toBe(404);
    expect((await balanceOf(client)).balance_tokens).toBe(9);
    // The app's own token cannot list or disconnect apps: only the signed-in person can.
    const byToken = await fetch(`${t.url}/api/connected-apps/${encodeURIComponent(clientId)}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${provider.saved!.access_token}`, origin: t.url },
    });
    expect(byToken.status).toBe(401);

    expect((await disconnect(cookie)).status).toBe(204);
    // The access token is refused, and so is the refresh token the SDK would try next.
    const bearer = await fetch(`${t.url}/mcp`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${provider.saved!.access_token}`,
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(bearer.status).toBe(401);
    const refresh = await fetch(`${t.url}/api/auth/mcp/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: provider.saved!.refresh_token!,
        client_id: clientId,
      }).toString(),
    });
    expect(refresh.ok).toBe(false);
    expect(await (await fetch(`${t.url}/api/connected-apps`, { headers: { cookie } })).json()).toEqual({
      connectedApps: [],
    });
    expect((await disconnect(cookie)).status).toBe(404);
  });

  it('a wrong or expired token is refused with 401 and told where to sign in again', async () => {
    const { user, cookie } = await createFundedUser(t, 0);
    const { provider } = await signInByOAuth(cookie);
    const post = (token: string) =>
      fetch(`${t.url}/mcp`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
        },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
      });
    expect((await post(provider.saved!.access_token)).status).toBe(200);
    // The plugin's token lookup (which answers the refresh token too) is for /mcp in process only.
    const lookup = await fetch(`${t.url}/api/auth/mcp/get-session`, {
      headers: { authorization: `Bearer ${provider.saved!.access_token}` },
    });
    expect(lookup.status).toBe(404);
    const wrong = await post('not-a-token-we-issued');
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('www-authenticate')).toBe(
      `Bearer error="invalid_token", resource_metadata="${t.url}/.well-known/oauth-protected-resource/mcp"`,
    );
    await t.database.db
      .update(oauthAccessTokens)
      .set({ accessTokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(oauthAccessTokens.userId, user.id));
    expect((await post(provider.saved!.access_token)).status).toBe(401);
  });

  it('an authorization code is not handed out before the person allows the client', async () => {
    const { cookie } = await createFundedUser(t, 0);
    const provider = new RememberingProvider();
    await expect(new Client({ name: 'a', version: '1' }).connect(transportFor(provider))).rejects.toBeInstanceOf(
      UnauthorizedError,
    );
    const authorize = await fetch(provider.authorizationUrl!, { redirect: 'manual', headers: { cookie } });
    const location = new URL(authorize.headers.get('location')!);
    expect(location.href.startsWith(REDIRECT_URL)).toBe(false);
    expect(location.searchParams.get('code')).toBeNull();
    // The code that stands for the pending request buys no token (the plugin alone would sell one).
    const token = await fetch(`${t.url}/api/auth/mcp/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: location.searchParams.get('consent_code')!,
        client_id: provider.client!.client_id,
        redirect_uri: REDIRECT_URL,
        code_verifier: provider.verifier,
      }),
    });
    expect(token.status).toBe(400);
    expect(await token.json()).toMatchObject({ error: 'invalid_grant' });
  });
});
