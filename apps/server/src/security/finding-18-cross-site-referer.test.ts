import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../test/auth-helpers';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Finding 18 (issue 38, item 12): the CSRF check read only Origin, so a signed-in browser's POST
 * that arrived without Origin (dropped by a privacy extension or an old browser) but with another
 * site's Referer passed as if a server had sent it.
 */
describe('finding 18: without Origin, a cross-site Referer is refused', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    ({ cookie } = await createSignedInUser(t));
  });
  afterAll(() => t.close());

  const renameWith = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: { cookie, ...headers },
      payload: { fullName: 'Renamed by someone' },
    });

  it.each([
    ['another site', 'https://attacker.example/basalt-prize.html'],
    ['a look-alike host', 'http://localhost.attacker.example/'],
    ['a Referer that is no URL', 'not a url'],
  ])('a Referer from %s answers 403 and changes nothing', async (_name, referer) => {
    const response = await renameWith({ referer });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Requests from other sites are not allowed',
    });
    const session = await t.app.inject({ url: '/api/session', headers: { cookie } });
    expect(session.json().user.fullName).not.toBe('Renamed by someone');
  });

  it("Basalt's own page as Referer passes", async () => {
    const response = await renameWith({ referer: `${t.config.PUBLIC_URL}/dashboard/settings` });
    expect(response.statusCode).toBe(200);
  });

  it('with neither header (a program) the request passes, as before', async () => {
    const response = await renameWith({});
    expect(response.statusCode).toBe(200);
  });

  it('a trusted Origin wins over a stale Referer', async () => {
    const response = await renameWith({ origin: t.config.PUBLIC_URL, referer: 'https://search.example/?q=basalt' });
    expect(response.statusCode).toBe(200);
  });
});
