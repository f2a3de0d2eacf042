import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, sessions } from '../db/schema';
import { createSignedInUser } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { requireUser } from './session';
import { verifiedToken } from './session-fast-path';

describe('verifiedToken', () => {
  const secret = 'a-secret-of-the-test-0123456789';
  const signed = (token: string) => `${token}.${createHmac('sha256', secret).update(token).digest('base64')}`;

  it('answers the token of a cookie signed with the secret, nothing for anything else', () => {
    expect(verifiedToken(signed('abc'), secret)).toBe('abc');
    expect(verifiedToken(signed('abc'), 'another-secret')).toBeUndefined();
    expect(verifiedToken(signed('abc').replace('abc', 'abd'), secret)).toBeUndefined();
    expect(verifiedToken('abc', secret)).toBeUndefined();
    expect(verifiedToken(undefined, secret)).toBeUndefined();
  });
});

describe('the session lookup of every signed-in request', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ extendApp: (app) => app.get('/test/me', async (request) => requireUser(request)) });
  });
  afterAll(() => t.close());

  const profile = (cookie: string) => t.app.inject({ url: '/test/me', headers: { cookie } });
  const tokenOf = (cookie: string) => decodeURIComponent(/session_token=([^;]+)/.exec(cookie)![1]!).split('.')[0]!;

  it('a cookie whose signature was tampered with is signed out', async () => {
    const { cookie } = await createSignedInUser(t);
    expect((await profile(cookie)).statusCode).toBe(200);
    const forged = cookie.replace(/session_token=([^.;]+)/, 'session_token=$1x');
    expect((await profile(forged)).statusCode).toBe(401);
  });

  it('nothing is remembered between requests: a revoked session and a changed role count at once', async () => {
    const { user, cookie } = await createSignedInUser(t);
    expect((await profile(cookie)).json().isAdmin).toBe(false);
    await t.database.db.update(profiles).set({ isAdmin: true }).where(eq(profiles.userId, user.id));
    expect((await profile(cookie)).json().isAdmin).toBe(true);
    await t.database.db.delete(sessions).where(eq(sessions.token, tokenOf(cookie)));
    expect((await profile(cookie)).statusCode).toBe(401);
  });

  it('a session due for its daily refresh is refreshed by better-auth and stays signed in', async () => {
    const { cookie } = await createSignedInUser(t);
    const token = tokenOf(cookie);
    // Created 2 days ago: 28 days left of 30, past the 1-day update age.
    const aged = new Date(Date.now() + 28 * 86_400_000);
    await t.database.db.update(sessions).set({ expiresAt: aged }).where(eq(sessions.token, token));
    expect((await profile(cookie)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.token, token));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(aged.getTime() + 86_400_000);
  });

  it('an expired session is signed out', async () => {
    const { cookie } = await createSignedInUser(t);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.token, tokenOf(cookie)));
    expect((await profile(cookie)).statusCode).toBe(401);
  });

  it('a session whose account has no profile any more is signed out', async () => {
    const { user, cookie } = await createSignedInUser(t);
    await t.database.db.delete(profiles).where(eq(profiles.userId, user.id));
    expect((await profile(cookie)).statusCode).toBe(401);
  });
});
