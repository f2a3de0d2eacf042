import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../test/auth-helpers';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Finding 7: IPv4-translated (::ffff:0:0/96) and local-use NAT64 (64:ff9b:1::/48) addresses passed
 * the outbound address check, so a user's completion webhook could name this host in disguise.
 * Nothing here connects anywhere: the check refuses the literal before any socket opens.
 */
describe('finding 7: IPv6 forms that carry a private IPv4 address', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    ({ cookie } = await createSignedInUser(t));
  });
  afterAll(() => t.close());

  it.each([
    'http://[::ffff:0:127.0.0.1]:4301/x',
    'http://[::ffff:0:a9fe:a9fe]/latest/meta-data/',
    'http://[64:ff9b:1::7f00:1]:4301/x',
    'http://[64:ff9b:1:ffff::a00:1]/x',
  ])('a completion webhook at %s is refused', async (url) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/account/webhook-endpoints',
      headers: { cookie, origin: t.config.PUBLIC_URL },
      payload: { url, events: ['run.completed'] },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
  });
});
