import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../db/schema';
import { cookieFrom, createSignedInUser, latestEmailLink, pathOf, testPassword } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { requireAdmin, requireUser } from './session';

describe('accounts on better-auth', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { ADMIN_EMAILS: 'boss@example.com' },
      extendApp: (app) => {
        app.get('/test/me', async (request) => requireUser(request));
        app.get('/test/admin', async (request) => requireAdmin(request));
      },
    });
  });
  afterAll(() => t.close());

  const signUp = (email: string, name = 'Grace Hopper') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: t.config.PUBLIC_URL },
      payload: { name, email, password: testPassword, callbackURL: '/dashboard' },
    });
  const signIn = (email: string, password = testPassword) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: t.config.PUBLIC_URL },
      payload: { email, password },
    });

  it('a new account gets a profile with its full name, not admin, no tokens, and a confirmation e-mail', async () => {
    const response = await signUp('grace@example.com');
    expect(response.statusCode).toBe(200);
    const { user } = response.json();
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.userId, user.id));
    expect(profile).toMatchObject({ fullName: 'Grace Hopper', isAdmin: false, tokenBalance: 0 });
    expect(await latestEmailLink(t, 'grace@example.com', /confirm/i)).toMatch(/\/api\/auth\/verify-email\?token=/);
  });

  it('signing in before the e-mail is confirmed is refused', async () => {
    await signUp('early@example.com');
    const response = await signIn('early@example.com');
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('EMAIL_NOT_VERIFIED');
  });

  it('the confirmation link signs the user in and the session reaches protected routes', async () => {
    await signUp('ada@example.com', 'Ada Lovelace');
    const verify = await t.app.inject({ url: pathOf(await latestEmailLink(t, 'ada@example.com', /confirm/i)) });
    expect(verify.statusCode).toBe(302);
    expect(verify.headers.location).toContain('/dashboard');
    const cookie = cookieFrom(verify.headers['set-cookie']);
    expect(cookie).toContain('basalt.session_token=');
    const me = await t.app.inject({ url: '/test/me', headers: { cookie } });
    expect(me.json()).toMatchObject({ email: 'ada@example.com', fullName: 'Ada Lovelace', emailVerified: true });
  });

  it('session cookies are HttpOnly and SameSite', async () => {
    const { user } = await createSignedInUser(t);
    const response = await signIn(user.email);
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
  });

  it('a signed-out visitor gets 401 and a regular user 403 from admin routes', async () => {
    expect((await t.app.inject('/test/me')).statusCode).toBe(401);
    const { cookie } = await createSignedInUser(t);
    const response = await t.app.inject({ url: '/test/admin', headers: { cookie } });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe('You do not have admin permissions');
  });

  it('an e-mail listed in ADMIN_EMAILS becomes an admin at sign-up', async () => {
    const { cookie } = await createSignedInUser(t, { email: 'Boss@Example.com' });
    expect((await t.app.inject({ url: '/test/admin', headers: { cookie } })).statusCode).toBe(200);
  });

  it('a state-changing request from another origin is refused', async () => {
    const { user, cookie } = await createSignedInUser(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie, origin: 'https://evil.example.net' },
      payload: {},
    });
    expect(response.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/test/me', headers: { cookie } })).json().email).toBe(user.email);
  });

  it('signing out ends the session on the server', async () => {
    const { cookie } = await createSignedInUser(t);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie, origin: t.config.PUBLIC_URL },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/test/me', headers: { cookie } })).statusCode).toBe(401);
  });
});
