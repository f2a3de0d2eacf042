import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYTICS_EVENT_LIMIT } from '../features/analytics/analytics.routes';
import { analyticsEvents, requestCounters } from '../platform/db/schema';
import { createSignedInUser, postAuth, testPassword } from '../test/auth-helpers';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Finding 10: requests that are the client's fault, or the database's, answered 500: a POST to
 * get-session, a deeply nested body to /api/auth/* (a stack overflow), and anything while the
 * database was down. The analytics endpoint was reported unlimited.
 */
const errorOf = (response: { json: <T>() => T }) =>
  response.json<{ error: { code: string; message: string; requestId: string } }>().error;

describe('finding 10: client mistakes answer 4xx', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('POST /api/auth/get-session answers 4xx, not 500', async () => {
    const response = await postAuth(t, '/get-session', {});
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });

  it('a 400,000-deep JSON body to /api/auth/* answers 400', async () => {
    const depth = 400_000;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: t.config.PUBLIC_URL, 'content-type': 'application/json' },
      payload: `${'['.repeat(depth)}${']'.repeat(depth)}`,
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('BAD_REQUEST');
  });
});

describe('finding 10: while the database is down, requests answer 503', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    ({ cookie } = await createSignedInUser(t));
    // The app keeps running; its database stops answering (PGlite closed, or the PostgreSQL pool
    // ended and the database dropped).
    await t.database.close();
  });
  afterAll(() => t.app.close());

  type Request = { method: 'GET' | 'POST'; url: string; payload?: object; withCookie?: boolean };
  it.each<[string, Request]>([
    ['the marketplace', { method: 'GET', url: '/api/automations' }],
    ["a signed-in user's balance", { method: 'GET', url: '/api/tokens/balance', withCookie: true }],
    [
      'a sign-in (better-auth)',
      {
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: 'someone@example.com', password: testPassword },
      },
    ],
  ])('%s', async (_name, { withCookie, ...request }) => {
    const response = await t.app.inject({
      ...request,
      headers: { origin: t.config.PUBLIC_URL, ...(withCookie ? { cookie } : {}) },
    });
    expect(response.statusCode).toBe(503);
    const error = errorOf(response);
    expect(error.code).toBe('UNAVAILABLE');
    expect(error.message).toMatch(/try again/i);
    expect(error.requestId).toBeTruthy();
  });
});

describe('finding 10: analytics events are limited per address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMITS: 'true' } });
  });
  afterAll(() => t.close());

  it('past the limit, events are answered 204 but no longer stored', async () => {
    const path = `/limit-${randomUUID().slice(0, 8)}`;
    const address = '198.51.100.23';
    // One event left in this hour's allowance: the next requests count it down for real.
    await t.database.db
      .insert(requestCounters)
      .values({ key: `analytics:${address}`, windowStartedAt: new Date(), hits: ANALYTICS_EVENT_LIMIT.max - 1 });
    for (let i = 0; i < 3; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/analytics/events',
        payload: { name: 'page_view', path },
        remoteAddress: address,
      });
      expect(response.statusCode).toBe(204);
    }
    expect(await t.database.db.$count(analyticsEvents, eq(analyticsEvents.path, path))).toBe(1);
  });
});
