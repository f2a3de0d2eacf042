import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postAuth } from '../test/auth-helpers';
import { createTestApp, type TestApp } from '../test/test-app';

const productionEnv = {
  NODE_ENV: 'production',
  AUTH_SECRET: 'a-production-secret-of-32-characters!',
  RATE_LIMITS: 'true',
};

/**
 * Finding 5: with trustProxy on, the left-most X-Forwarded-For was the client's address, so a
 * client that made one up for every request was never limited. Without TRUST_PROXY the socket's
 * address counts; the sign-in limit is 30 wrong passwords per address in 15 minutes.
 */
describe('finding 5: per-address limits with a made-up X-Forwarded-For', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: productionEnv });
  });
  afterAll(() => t.close());

  it('limits a burst of wrong passwords that rotates X-Forwarded-For (default configuration)', async () => {
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 31; attempt++) {
      // A new e-mail each time, so only the per-address limit can stop the burst.
      const response = await postAuth(
        t,
        '/sign-in/email',
        { email: `nobody-${randomUUID()}@example.com`, password: 'wrong-password-1' },
        { 'x-forwarded-for': `198.51.100.${attempt}` },
      );
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('finding 5: TRUST_PROXY names the proxies whose X-Forwarded-For counts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { ...productionEnv, TRUST_PROXY: '127.0.0.1' },
      extendApp: (app) => app.get('/test/client-address', async (request) => ({ ip: request.ip })),
    });
  });
  afterAll(() => t.close());

  it('takes the client address from a trusted proxy, and ignores the header from anyone else', async () => {
    const clientAddress = async (remoteAddress: string) =>
      (
        await t.app.inject({
          url: '/test/client-address',
          remoteAddress,
          headers: { 'x-forwarded-for': '203.0.113.9' },
        })
      ).json<{ ip: string }>().ip;
    expect(await clientAddress('127.0.0.1')).toBe('203.0.113.9');
    expect(await clientAddress('192.0.2.50')).toBe('192.0.2.50');
  });
});
