import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, signInAs } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('session cookies under https', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://basalt.example.com' } });
  });
  afterAll(() => t.close());

  it('are Secure, HttpOnly, SameSite=Lax and carry the __Secure- prefix', async () => {
    const { user, cookie } = await createSignedInUser(t);
    expect(cookie).toContain('__Secure-basalt.session_token=');
    const setCookie = [(await signInAs(t, user.email)).headers['set-cookie']].flat().join('\n');
    const session = setCookie.split('\n').find((line) => line.startsWith('__Secure-basalt.session_token='))!;
    expect(session).toMatch(/; Secure/i);
    expect(session).toMatch(/; HttpOnly/i);
    expect(session).toMatch(/; SameSite=Lax/i);
    const me = await t.app.inject({ url: '/api/session', headers: { cookie } });
    expect(me.json().user.email).toBe(user.email);
  });
});
