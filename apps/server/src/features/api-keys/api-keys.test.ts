import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateApiKeyResponse, ListApiKeysResponse } from '@basalt/contracts';
import { apiKeys } from '../../platform/db/schema';
import { createSignedInUser, testPassword } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

async function createKey(t: TestApp, cookie: string, name = 'CI pipeline') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/api-keys',
    headers: { cookie, origin: t.config.PUBLIC_URL },
    payload: { name },
  });
  if (response.statusCode !== 201) throw new Error(`key not created: ${response.statusCode} ${response.body}`);
  return response.json() as CreateApiKeyResponse;
}

const bearer = (key: string) => ({ authorization: `Bearer ${key}` });

describe('API keys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const db = () => t.database.db;
  const keyRow = async (id: string) => (await db().select().from(apiKeys).where(eq(apiKeys.id, id)))[0]!;

  it('a user creates a named key: it is shown once, listed by its prefix, and stored only as its hash', async () => {
    const { cookie } = await createSignedInUser(t);
    const { apiKey, key } = await createKey(t, cookie, 'Zapier');
    expect(key).toMatch(/^bsk_[A-Za-z0-9_-]{43}$/);
    expect(apiKey).toMatchObject({ name: 'Zapier', prefix: key.slice(0, 8), lastUsedAt: null });

    const list = await t.app.inject({ url: '/api/api-keys', headers: { cookie } });
    expect(list.statusCode).toBe(200);
    expect((list.json() as ListApiKeysResponse).apiKeys).toEqual([apiKey]);
    expect(list.body).not.toContain(key);

    const row = await keyRow(apiKey.id);
    expect(row.keyHash).toBe(createHash('sha256').update(key).digest('hex'));
    expect(Object.values(row).map(String)).not.toContain(key);
  });

  it('a key works like the session on the REST API, also without cookies from another origin', async () => {
    const { user, cookie } = await createSignedInUser(t);
    const { key } = await createKey(t, cookie);
    const session = await t.app.inject({ url: '/api/session', headers: bearer(key) });
    expect(session.json()).toMatchObject({ user: { id: user.id } });
    const balance = await t.app.inject({ url: '/api/tokens/balance', headers: bearer(key) });
    expect(balance.statusCode).toBe(200);
    // Not CSRF-able: a key sent without cookies passes the same-origin guard whatever the Origin.
    const withCookie = await t.app.inject({
      method: 'DELETE',
      url: '/api/runs/00000000-0000-4000-8000-000000000000',
      headers: { ...bearer(key), cookie, origin: 'https://elsewhere.example' },
    });
    expect(withCookie.statusCode).toBe(403);
    const withoutCookie = await t.app.inject({
      method: 'DELETE',
      url: '/api/runs/00000000-0000-4000-8000-000000000000',
      headers: { ...bearer(key), origin: 'https://elsewhere.example' },
    });
    expect(withoutCookie.statusCode).toBe(404);
  });

  it('a revoked key stops working at once, with a clear message; an unknown key is refused alike', async () => {
    const { cookie } = await createSignedInUser(t);
    const { apiKey, key } = await createKey(t, cookie);
    expect((await t.app.inject({ url: '/api/tokens/balance', headers: bearer(key) })).statusCode).toBe(200);

    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `/api/api-keys/${apiKey.id}`,
      headers: { cookie, origin: t.config.PUBLIC_URL },
    });
    expect(revoke.statusCode).toBe(204);
    expect((await keyRow(apiKey.id)).revokedAt).not.toBeNull();
    for (const tried of [key, 'bsk_not-a-real-key', 'something-else']) {
      const refused = await t.app.inject({ url: '/api/tokens/balance', headers: bearer(tried) });
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({
        error: { code: 'UNAUTHENTICATED', message: 'Invalid or revoked API key' },
      });
    }
    const list = await t.app.inject({ url: '/api/api-keys', headers: { cookie } });
    expect((list.json() as ListApiKeysResponse).apiKeys).toEqual([]);
  });

  it('the last-used time is written on use, then at most once a minute', async () => {
    const { cookie } = await createSignedInUser(t);
    const { apiKey, key } = await createKey(t, cookie);
    await t.app.inject({ url: '/api/tokens/balance', headers: bearer(key) });
    const firstUse = (await keyRow(apiKey.id)).lastUsedAt;
    expect(firstUse).toBeInstanceOf(Date);

    await t.app.inject({ url: '/api/tokens/balance', headers: bearer(key) });
    expect((await keyRow(apiKey.id)).lastUsedAt).toEqual(firstUse);

    const twoMinutesAgo = new Date(Date.now() - 120_000);
    await db().update(apiKeys).set({ lastUsedAt: twoMinutesAgo }).where(eq(apiKeys.id, apiKey.id));
    await t.app.inject({ url: '/api/tokens/balance', headers: bearer(key) });
    expect((await keyRow(apiKey.id)).lastUsedAt!.getTime()).toBeGreaterThan(twoMinutesAgo.getTime());
    const list = await t.app.inject({ url: '/api/api-keys', headers: { cookie } });
    expect((list.json() as ListApiKeysResponse).apiKeys[0]!.lastUsedAt).not.toBeNull();
  });

  it('a key cannot manage keys, delete the account or reach admin routes, even an admin’s key', async () => {
    const { cookie } = await createSignedInUser(t, { admin: true });
    const { apiKey, key } = await createKey(t, cookie);
    expect((await t.app.inject({ url: '/api/admin/dashboard', headers: { cookie } })).statusCode).toBe(200);
    const attempts = [
      t.app.inject({ url: '/api/admin/dashboard', headers: bearer(key) }),
      t.app.inject({ url: '/api/api-keys', headers: bearer(key) }),
      t.app.inject({ method: 'POST', url: '/api/api-keys', headers: bearer(key), payload: { name: 'Another' } }),
      t.app.inject({ method: 'DELETE', url: `/api/api-keys/${apiKey.id}`, headers: bearer(key) }),
      t.app.inject({
        method: 'DELETE',
        url: '/api/account',
        headers: bearer(key),
        payload: { password: testPassword },
      }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(403);
    }
    expect((await keyRow(apiKey.id)).revokedAt).toBeNull();
  });

  it("a user cannot revoke someone else's key, and a visitor cannot create one", async () => {
    const owner = await createSignedInUser(t);
    const other = await createSignedInUser(t);
    const { apiKey } = await createKey(t, owner.cookie);
    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `/api/api-keys/${apiKey.id}`,
      headers: { cookie: other.cookie, origin: t.config.PUBLIC_URL },
    });
    expect(revoke.statusCode).toBe(404);
    expect((await keyRow(apiKey.id)).revokedAt).toBeNull();
    const visitor = await t.app.inject({ method: 'POST', url: '/api/api-keys', payload: { name: 'Mine' } });
    expect(visitor.statusCode).toBe(401);
  });

  it('a key needs a name, and a user holds at most 20 keys', async () => {
    const { user, cookie } = await createSignedInUser(t);
    const create = (name: string) =>
      t.app.inject({ method: 'POST', url: '/api/api-keys', headers: { cookie }, payload: { name } });
    expect((await create('  ')).statusCode).toBe(422);
    await db()
      .insert(apiKeys)
      .values(
        Array.from({ length: 20 }, (_, i) => ({
          userId: user.id,
          name: `Key ${i}`,
          prefix: 'bsk_test',
          keyHash: `${user.id}-${i}`,
        })),
      );
    const tooMany = await create('One more');
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({ error: { message: expect.stringContaining('at most 20 API keys') } });
  });

  it('the API documentation describes key authentication, with examples for starting and reading a run', async () => {
    const document = (await t.app.inject('/api/docs/json')).json();
    expect(document.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    const startRun = document.paths['/api/runs'].post;
    expect(startRun.description).toContain('Authorization: Bearer');
    expect(startRun.description).toContain('Prefer: wait=60');
    expect(startRun.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['idempotency-key', 'prefer']),
    );
    expect(document.paths['/api/api-keys'].post.security).toEqual([{ session: [] }]);
  });
});

describe('API key abuse limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMITS: 'true' } });
  });
  afterAll(() => t.close());

  it('an address that keeps sending wrong keys is refused with 429 after 30 failures', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      statuses.push((await t.app.inject({ url: '/api/tokens/balance', headers: bearer(`bsk_guess-${i}`) })).statusCode);
    }
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(401));
    expect(statuses[30]).toBe(429);
  });
});
