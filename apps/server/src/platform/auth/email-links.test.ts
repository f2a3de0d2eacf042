import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  cookieFrom,
  createSignedInUser,
  latestEmailLink,
  pathOf,
  postAuth,
  signInAs,
  signUpAs,
  testPassword,
} from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

const HOUR = 60 * 60 * 1000;
const uniqueEmail = () => `link-${randomUUID().slice(0, 8)}@example.com`;

/** Moves better-auth's clock (it reads Date) while timers and the database keep real time. */
function travel(ms: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + ms);
}

describe('confirmation links', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  const confirmationPath = async (email: string) => pathOf(await latestEmailLink(t, email, /confirm/i));

  it('work once: a second use signs nobody in and says the link was used', async () => {
    const email = uniqueEmail();
    await signUpAs(t, email);
    const path = await confirmationPath(email);
    const first = await t.app.inject({ url: path });
    expect(first.headers.location).toBe('/dashboard');
    expect(cookieFrom(first.headers['set-cookie'])).toContain('basalt.session_token=');

    const second = await t.app.inject({ url: path });
    expect(second.statusCode).toBe(302);
    expect(second.headers.location).toBe('/login?error=LINK_USED');
    expect(second.headers['set-cookie']).toBeUndefined();
  });

  it('expire after 24 hours and then lead to sign-in with an explanation', async () => {
    const email = uniqueEmail();
    await signUpAs(t, email);
    const path = await confirmationPath(email);
    travel(24 * HOUR + 60_000);
    const response = await t.app.inject({ url: path });
    expect(response.headers.location).toBe('/login?error=TOKEN_EXPIRED');
    expect(response.headers['set-cookie']).toBeUndefined();
    vi.useRealTimers();
    expect((await signInAs(t, email)).json().error.code).toBe('EMAIL_NOT_VERIFIED');
  });

  it('still work just before the 24 hours are up', async () => {
    const email = uniqueEmail();
    await signUpAs(t, email);
    const path = await confirmationPath(email);
    travel(23 * HOUR);
    expect((await t.app.inject({ url: path })).headers.location).toBe('/dashboard');
  });

  it('a tampered link is refused', async () => {
    const email = uniqueEmail();
    await signUpAs(t, email);
    const path = (await confirmationPath(email)).replace(/token=([^.&]+)\.([^.&]+)\.[^&]+/, 'token=$1.$2.forged');
    expect((await t.app.inject({ url: path })).headers.location).toBe('/login?error=INVALID_TOKEN');
  });
});

describe('password reset links', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  /** Asks for a reset and follows the e-mailed link to /reset-password, returning the token it carries. */
  async function resetToken(email: string) {
    await postAuth(t, '/request-password-reset', { email, redirectTo: '/reset-password' });
    const link = await latestEmailLink(t, email, /reset/i);
    const landing = await t.app.inject({ url: pathOf(link) });
    const location = new URL(landing.headers.location as string, t.config.PUBLIC_URL);
    expect(location.pathname).toBe('/reset-password');
    return location.searchParams.get('token')!;
  }
  const reset = (token: string, newPassword: string) => postAuth(t, '/reset-password', { token, newPassword });

  it('set a new password, sign out every session, and work only once', async () => {
    const { user, cookie } = await createSignedInUser(t);
    const token = await resetToken(user.email);
    expect((await reset(token, 'Brand-New-Passphrase-1')).statusCode).toBe(200);

    const session = await t.app.inject({ url: '/api/session', headers: { cookie } });
    expect(session.json().user).toBeNull();
    expect((await signInAs(t, user.email, testPassword)).statusCode).toBe(401);
    expect((await signInAs(t, user.email, 'Brand-New-Passphrase-1')).statusCode).toBe(200);

    const again = await reset(token, 'Another-New-Passphrase-2');
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe('This reset link is invalid or has expired. Please request a new one.');
  });

  it('expire after one hour', async () => {
    const { user } = await createSignedInUser(t);
    const token = await resetToken(user.email);
    travel(HOUR + 60_000);
    expect((await reset(token, 'Brand-New-Passphrase-1')).statusCode).toBe(400);
    vi.useRealTimers();
    expect((await signInAs(t, user.email)).statusCode).toBe(200);
  });

  it('an expired link lands on /reset-password with an error instead of a token', async () => {
    const { user } = await createSignedInUser(t);
    await postAuth(t, '/request-password-reset', { email: user.email, redirectTo: '/reset-password' });
    const link = await latestEmailLink(t, user.email, /reset/i);
    travel(HOUR + 60_000);
    const landing = await t.app.inject({ url: pathOf(link) });
    expect(landing.headers.location).toMatch(/\/reset-password\?error=INVALID_TOKEN$/);
  });

  it('apply the same password rules as sign-up', async () => {
    const { user } = await createSignedInUser(t);
    const token = await resetToken(user.email);
    const response = await reset(token, 'iloveyou');
    expect(response.statusCode).toBe(422);
    expect(response.json().error.message).toMatch(/most common passwords/);
    // A refused attempt does not use the link up.
    expect((await reset(token, 'Brand-New-Passphrase-1')).statusCode).toBe(200);
  });
});
