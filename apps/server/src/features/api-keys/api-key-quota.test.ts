import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateApiKeyResponse } from '@basalt/contracts';
import { createSignedInUser } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Issue 17: limits per key and per user hold across processes because they are counted in the database. */
describe('API request limits per key and per user', () => {
  const env = {
    RATE_LIMITS: 'true',
    API_RATE_LIMIT_PER_KEY: '3',
    API_RATE_LIMIT_PER_USER: '5',
    // Two processes of one deployment share the secret that signs sessions.
    AUTH_SECRET: 'api-quota-test-secret-0123456789abcdef',
  };
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await createTestApp({ env });
    second = await createTestApp({ env, database: first.database });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  async function createKey(cookie: string) {
    const created = await first.app.inject({
      method: 'POST',
      url: '/api/api-keys',
      headers: { cookie },
      payload: { name: 'Script' },
    });
    return { authorization: `Bearer ${(created.json() as CreateApiKeyResponse).key}` };
  }
  const balance = (t: TestApp, headers: Record<string, string>) =>
    t.app.inject({ url: '/api/tokens/balance', headers });

  it('a key over its limit gets 429 with Retry-After from either process, and each answer says what is left', async () => {
    const { cookie } = await createSignedInUser(first);
    const key = await createKey(cookie);

    const answers = [];
    for (const t of [first, second, first, second]) answers.push(await balance(t, key));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 429]);
    expect(answers.map((answer) => answer.headers['ratelimit-remaining'])).toEqual(['2', '1', '0', '0']);
    expect(answers[0]!.headers['ratelimit-limit']).toBe('3');
    expect(Number(answers[0]!.headers['ratelimit-reset'])).toBeGreaterThan(0);
    expect(answers[0]!.headers['retry-after']).toBeUndefined();

    const refused = answers[3]!;
    expect(refused.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.headers['ratelimit-reset']).toBe(String(retryAfter));

    // The person in the web app is not limited by their programs.
    const web = await balance(second, { cookie });
    expect(web.statusCode).toBe(200);
    expect(web.headers['ratelimit-limit']).toBeUndefined();
  });

  it("a user's keys share the limit per user, so a second key does not double it", async () => {
    const { cookie } = await createSignedInUser(first);
    const [one, two] = [await createKey(cookie), await createKey(cookie)];
    for (const t of [first, second, first]) expect((await balance(t, one)).statusCode).toBe(200);
    const withTwo = [await balance(second, two), await balance(first, two)];
    expect(withTwo.map((answer) => answer.statusCode)).toEqual([200, 200]);
    // Five requests in all: the user's limit, though the second key has used only two of its three.
    const over = await balance(second, two);
    expect(over.statusCode).toBe(429);
    expect(over.headers['ratelimit-limit']).toBe('5');
    expect(over.headers['retry-after']).toBeDefined();

    // Another user's key is counted apart.
    const other = await createSignedInUser(first);
    expect((await balance(second, await createKey(other.cookie))).statusCode).toBe(200);
  });
});
