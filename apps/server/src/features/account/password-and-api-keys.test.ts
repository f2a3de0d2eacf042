import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateApiKeyResponse } from '@basalt/contracts';
import { oauthAccessTokens, oauthApplications, oauthConsents } from '../../platform/db/schema';
import { createSignedInUser, emailsTo, latestEmailLink, pathOf, postAuth, testPassword } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

/** DESIGN D16: what a password change and a reset by e-mail do to API keys and connected apps. */
describe('passwords and API keys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function createKey(cookie: string, name: string) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/api-keys',
      headers: { cookie, origin: t.config.PUBLIC_URL },
      payload: { name },
    });
    return (response.json() as CreateApiKeyResponse).key;
  }
  const keyWorks = async (key: string) =>
    (await t.app.inject({ url: '/api/tokens/balance', headers: { authorization: `Bearer ${key}` } })).statusCode ===
    200;
  const changePassword = (cookie: string, extra: object = {}) =>
    postAuth(
      t,
      '/change-password',
      { currentPassword: testPassword, newPassword: 'Brand-New-Passphrase-1', ...extra },
      { cookie },
    );

  /** An app the person allowed (consent and tokens), as better-auth's MCP plugin stores it. */
  async function connectApp(userId: string) {
    const clientId = `client-${randomUUID()}`;
    const now = new Date();
    const later = new Date(now.getTime() + 3_600_000);
    const db = t.database.db;
    await db.insert(oauthApplications).values({
      id: randomUUID(),
      name: 'Claude',
      clientId,
      redirectUrls: 'http://127.0.0.1/callback',
      type: 'public',
      createdAt: now,
      updatedAt: now,
    });
    await db.insert(oauthConsents).values({
      id: randomUUID(),
      clientId,
      userId,
      scopes: 'openid',
      consentGiven: true,
      createdAt: now,
      updatedAt: now,
    });
    await db.insert(oauthAccessTokens).values({
      id: randomUUID(),
      accessToken: randomUUID(),
      refreshToken: randomUUID(),
      accessTokenExpiresAt: later,
      refreshTokenExpiresAt: later,
      clientId,
      userId,
      scopes: 'openid',
      createdAt: now,
      updatedAt: now,
    });
    return clientId;
  }
  const connectedApps = async (cookie: string) =>
    (await t.app.inject({ url: '/api/connected-apps', headers: { cookie } })).json().connectedApps as unknown[];

  it('a user who changes their password keeps their API keys: integrations go on working', async () => {
    const { cookie } = await createSignedInUser(t);
    const keys = [await createKey(cookie, 'Zapier'), await createKey(cookie, 'CI')];
    const response = await changePassword(cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ revokedApiKeys: 0 });
    for (const key of keys) expect(await keyWorks(key)).toBe(true);
  });

  it('a user who ticks "Also revoke my 2 API keys" loses exactly their own keys, and the answer says how many', async () => {
    const { cookie } = await createSignedInUser(t);
    const keys = [await createKey(cookie, 'Zapier'), await createKey(cookie, 'CI')];
    const other = await createSignedInUser(t);
    const othersKey = await createKey(other.cookie, 'Theirs');

    const response = await changePassword(cookie, { revokeApiKeys: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ revokedApiKeys: 2, user: { email: expect.any(String) } });
    for (const key of keys) expect(await keyWorks(key)).toBe(false);
    expect(await keyWorks(othersKey)).toBe(true);
  });

  it('a refused change (wrong current password) revokes nothing, even when asked to', async () => {
    const { cookie } = await createSignedInUser(t);
    const key = await createKey(cookie, 'Zapier');
    const response = await changePassword(cookie, { currentPassword: 'Not-My-Password-1', revokeApiKeys: true });
    expect(response.statusCode).toBe(400);
    expect(await keyWorks(key)).toBe(true);
  });

  it('anything but true or false for revokeApiKeys is refused before the password changes', async () => {
    const { cookie } = await createSignedInUser(t);
    const response = await changePassword(cookie, { revokeApiKeys: 'yes' });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.message).toBe('revokeApiKeys must be true or false');
  });

  describe('a reset by e-mail', () => {
    async function resetPassword(email: string) {
      await postAuth(t, '/request-password-reset', { email, redirectTo: '/reset-password' });
      const landing = await t.app.inject({ url: pathOf(await latestEmailLink(t, email, /^Reset your/)) });
      const token = new URL(landing.headers.location as string, t.config.PUBLIC_URL).searchParams.get('token')!;
      const response = await postAuth(t, '/reset-password', { token, newPassword: 'Brand-New-Passphrase-1' });
      await t.app.authWorkSettled();
      return response;
    }

    it('says in its e-mail, before anything happens, that keys and connected apps will be revoked', async () => {
      const { user } = await createSignedInUser(t);
      await postAuth(t, '/request-password-reset', { email: user.email, redirectTo: '/reset-password' });
      const [mail] = await emailsTo(t, user.email);
      expect(mail!.subject).toBe('Reset your Basalt password');
      expect(mail!.text).toContain(
        'Setting a new password signs you out everywhere, revokes all your API keys and disconnects the apps you gave access to your account',
      );
      expect(mail!.html).toContain('revokes all your API keys');
    });

    it('revokes every API key and every app given access, and the e-mail afterwards says what went', async () => {
      const { user, cookie } = await createSignedInUser(t);
      const keys = [await createKey(cookie, 'Zapier'), await createKey(cookie, 'CI')];
      const clientId = await connectApp(user.id);
      expect(await connectedApps(cookie)).toHaveLength(1);

      const response = await resetPassword(user.email);
      expect(response.statusCode).toBe(200);
      for (const key of keys) expect(await keyWorks(key)).toBe(false);
      const db = t.database.db;
      expect(await db.select().from(oauthConsents).where(eq(oauthConsents.userId, user.id))).toEqual([]);
      expect(await db.select().from(oauthAccessTokens).where(eq(oauthAccessTokens.userId, user.id))).toEqual([]);
      // The app's registration is shared by everyone who uses it: it stays.
      expect(await db.select().from(oauthApplications).where(eq(oauthApplications.clientId, clientId))).toHaveLength(1);

      const [done] = await emailsTo(t, user.email);
      expect(done!.subject).toBe('Your Basalt password was reset');
      expect(done!.text).toContain('We revoked 2 API keys and disconnected 1 app.');
    });

    it('with no keys and no apps, the e-mail afterwards says nothing else was revoked', async () => {
      const { user } = await createSignedInUser(t);
      await resetPassword(user.email);
      const [done] = await emailsTo(t, user.email);
      expect(done!.subject).toBe('Your Basalt password was reset');
      expect(done!.text).toContain('You had no API keys or connected apps, so nothing else was revoked.');
    });
  });
});
