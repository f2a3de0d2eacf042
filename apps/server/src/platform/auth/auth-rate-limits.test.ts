import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createSignedInUser, postAuth, signInAs } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

const tooMany = /^Too many attempts, try again in \d+ minutes?$/;

describe('abuse limits on the auth endpoints', () => {
  let t: TestApp;
  /** A second web process on the same database, as when ROLE=web runs several times. */
  let secondApp: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMITS: 'true' } });
    secondApp = await buildApp({ config: t.config, database: t.database });
    await secondApp.ready();
  });
  afterAll(async () => {
    await secondApp.close();
    await t.close();
  });

  const signInOn = (app: FastifyInstance, email: string, password: string, ip = '127.0.0.1') =>
    app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: t.config.PUBLIC_URL },
      remoteAddress: ip,
      payload: { email, password },
    });

  it('ten wrong passwords for one e-mail, spread over two processes, lock that e-mail for 15 minutes', async () => {
    const { user } = await createSignedInUser(t);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const app = attempt % 2 === 0 ? t.app : secondApp;
      expect((await signInOn(app, user.email, 'Wrong-Password-1', `10.0.0.${attempt}`)).statusCode).toBe(401);
    }
    // Even the right password, from yet another address, on the other process.
    const locked = await signInOn(secondApp, user.email, 'Correct-Horse-Battery-9', '10.0.1.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      error: {
        code: 'RATE_LIMITED',
        message: 'Too many attempts, try again in 15 minutes',
        requestId: expect.any(String),
      },
    });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
  });

  it('successful sign-ins are not counted, so a regular user is never locked out', async () => {
    const { user } = await createSignedInUser(t);
    for (let attempt = 0; attempt < 12; attempt += 1) {
      expect((await signInOn(t.app, user.email, 'Correct-Horse-Battery-9', '10.0.2.1')).statusCode).toBe(200);
    }
  });

  it('one address trying many e-mails is stopped after 30 failures', async () => {
    const ip = '10.0.3.1';
    for (let attempt = 0; attempt < 30; attempt += 1) {
      expect((await signInOn(t.app, `nobody-${attempt}@example.com`, 'Wrong-Password-1', ip)).statusCode).toBe(401);
    }
    const response = await signInOn(secondApp, 'someone-else@example.com', 'Wrong-Password-1', ip);
    expect(response.statusCode).toBe(429);
    expect(response.json().error.message).toMatch(tooMany);
  });

  it('sign-up allows five attempts per e-mail an hour, answered the same for new and taken e-mails', async () => {
    const signUpFrom = (ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: { origin: t.config.PUBLIC_URL },
        remoteAddress: ip,
        payload: {
          name: 'Spam',
          email: 'spam-target@example.com',
          password: 'Correct-Horse-Battery-9',
          callbackURL: '/',
        },
      });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await signUpFrom(`10.0.4.${attempt}`)).statusCode).toBe(200);
    }
    const response = await signUpFrom('10.0.4.99');
    expect(response.statusCode).toBe(429);
    expect(response.json().error.message).toBe('Too many attempts, try again in 60 minutes');
  });

  it('forgot-password and resend are limited per e-mail', async () => {
    for (const path of ['/request-password-reset', '/send-verification-email']) {
      const body = { email: 'flooded@example.com', redirectTo: '/reset-password', callbackURL: '/dashboard' };
      for (let attempt = 0; attempt < 5; attempt += 1) expect((await postAuth(t, path, body)).statusCode).toBe(200);
      const response = await postAuth(t, path, body);
      expect(response.statusCode).toBe(429);
      expect(response.json().error.code).toBe('RATE_LIMITED');
    }
  });

  it('the counters live in the database, so a restarted process still knows them', async () => {
    const restarted = await buildApp({ config: t.config, database: t.database });
    await restarted.ready();
    try {
      const response = await restarted.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: { origin: t.config.PUBLIC_URL },
        payload: {
          name: 'Spam',
          email: 'spam-target@example.com',
          password: 'Correct-Horse-Battery-9',
          callbackURL: '/',
        },
      });
      expect(response.statusCode).toBe(429);
    } finally {
      await restarted.close();
    }
  });

  it('the sign-in page still works for everyone else meanwhile', async () => {
    const { user } = await createSignedInUser(t);
    expect((await signInAs(t, user.email)).statusCode).toBe(200);
  });
});
