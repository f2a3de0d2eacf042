import { getSessionResponse } from '@basalt/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('GET /api/session', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('a visitor is told nobody is signed in', async () => {
    const response = await t.app.inject('/api/session');
    expect(response.statusCode).toBe(200);
    expect(getSessionResponse.parse(response.json())).toEqual({ user: null });
  });

  it('a signed-in user gets their profile name and role, never cached', async () => {
    const { user, cookie } = await createSignedInUser(t, { fullName: 'Katherine Johnson', admin: true });
    const response = await t.app.inject({ url: '/api/session', headers: { cookie } });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(getSessionResponse.parse(response.json()).user).toEqual({
      id: user.id,
      email: user.email,
      emailVerified: true,
      fullName: 'Katherine Johnson',
      isAdmin: true,
      tokenBalance: 0,
    });
  });
});
