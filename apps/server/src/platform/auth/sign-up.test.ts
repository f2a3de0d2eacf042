import { randomUUID } from 'node:crypto';
import { passwordMessages } from '@basalt/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSignedInUser,
  emailsTo,
  latestEmailLink,
  pathOf,
  postAuth,
  signInAs,
  signUpAs,
  testPassword,
} from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

const uniqueEmail = () => `person-${randomUUID().slice(0, 8)}@example.com`;

describe('signing up', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each([
    ['a password under 8 characters', 'Short-1', passwordMessages.tooShort],
    ['a password over 128 characters', 'x'.repeat(129), passwordMessages.tooLong],
    ['one of the most common passwords', 'password1', passwordMessages.tooCommon],
    ['a common password in other capitals', 'Sunshine', passwordMessages.tooCommon],
  ])('%s is refused with a clear message', async (_case, password, message) => {
    const response = await signUpAs(t, uniqueEmail(), password);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: { code: 'VALIDATION_FAILED', message, requestId: expect.any(String) } });
  });

  it('a 128-character passphrase is accepted', async () => {
    const email = uniqueEmail();
    expect((await signUpAs(t, email, 'correct horse battery staple '.repeat(5).slice(0, 128))).statusCode).toBe(200);
  });

  it('a blank full name is refused', async () => {
    const response = await signUpAs(t, uniqueEmail(), testPassword, '   ');
    expect(response.statusCode).toBe(422);
    expect(response.json().error.message).toBe('Full name is required');
  });

  it('the confirmation e-mail is HTML with a plain-text part holding the same link', async () => {
    const email = uniqueEmail();
    await signUpAs(t, email);
    const [mail] = await emailsTo(t, email);
    expect(mail!.subject).toBe('Confirm your e-mail for Basalt');
    expect(mail!.html).toMatch(/^<!doctype html>/);
    const link = await latestEmailLink(t, email, /confirm/i);
    expect(mail!.html).toContain(link.replace(/&/g, '&amp;'));
    expect(link).toContain('callbackURL=%2Fdashboard');
  });

  it('a person who signs up from an automation page is returned to it, signed in, by the confirmation link', async () => {
    const email = uniqueEmail();
    const next = '/basalt/csv-data-cleaner';
    const signedUp = await postAuth(t, '/sign-up/email', {
      name: 'Ada Lovelace',
      email,
      password: testPassword,
      callbackURL: next,
    });
    expect(signedUp.statusCode).toBe(200);
    const confirmed = await t.app.inject({ url: pathOf(await latestEmailLink(t, email, /confirm/i)) });
    expect(confirmed.statusCode).toBe(302);
    expect(confirmed.headers.location).toBe(next);
    expect(String(confirmed.headers['set-cookie'])).toContain('session_token');
  });

  it('a confirmation link cannot be made to send the person to another site', async () => {
    const email = uniqueEmail();
    const response = await postAuth(t, '/sign-up/email', {
      name: 'Mallory',
      email,
      password: testPassword,
      callbackURL: 'https://evil.example/phish',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.message).toBe('callbackURL must be a path on this site');
    expect(await emailsTo(t, email)).toEqual([]);
    for (const [path, body] of [
      ['/send-verification-email', { email, callbackURL: '//evil.example' }],
      ['/request-password-reset', { email, redirectTo: 'https://evil.example/reset' }],
    ] as const) {
      expect((await postAuth(t, path, body)).statusCode).toBe(422);
    }
  });

  it('an old confirmation link that names another site lands on the dashboard instead', async () => {
    const email = uniqueEmail();
    await signUpAs(t, email);
    const link = (await latestEmailLink(t, email, /confirm/i)).replace(
      'callbackURL=%2Fdashboard',
      'callbackURL=https%3A%2F%2Fevil.example%2Fphish',
    );
    const confirmed = await t.app.inject({ url: pathOf(link) });
    expect(confirmed.statusCode).toBe(302);
    expect(confirmed.headers.location).toBe('/dashboard');
  });
});

describe('no account enumeration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** All an outsider can compare, leaving out the e-mail they typed and a new account's id and times. */
  const visible = (response: { statusCode: number; json(): { token: unknown; user: Record<string, unknown> } }) => {
    const { token, user } = response.json();
    return {
      status: response.statusCode,
      token,
      userFields: Object.keys(user).sort(),
      user: { name: user.name, emailVerified: user.emailVerified, image: user.image },
    };
  };

  it('signing up with a taken e-mail answers exactly like a new sign-up and notifies the owner', async () => {
    const { user } = await createSignedInUser(t, { email: 'taken@example.com' });
    const taken = await signUpAs(t, user.email, 'Another-Good-Passphrase-7', 'Someone Else');
    const fresh = await signUpAs(t, 'fresh@example.com', 'Another-Good-Passphrase-7', 'Someone Else');
    expect(visible(taken)).toEqual(visible(fresh));
    expect(taken.json().user.email).toBe(user.email);

    const [notice] = await emailsTo(t, user.email);
    expect(notice!.subject).toBe('You already have a Basalt account');
    // The existing password still works: nothing about the account changed.
    expect((await signInAs(t, user.email)).statusCode).toBe(200);
  });

  it('signing up again before confirming sends a fresh confirmation link instead', async () => {
    await signUpAs(t, 'twice@example.com');
    await signUpAs(t, 'twice@example.com');
    const mails = await emailsTo(t, 'twice@example.com');
    expect(mails.map((m) => m.subject)).toEqual(['Confirm your e-mail for Basalt', 'Confirm your e-mail for Basalt']);
    const verify = await t.app.inject({ url: pathOf(await latestEmailLink(t, 'twice@example.com', /confirm/i)) });
    expect(verify.headers.location).toBe('/dashboard');
  });

  it('forgot-password answers the same for a known and an unknown e-mail', async () => {
    const { user } = await createSignedInUser(t);
    const known = await postAuth(t, '/request-password-reset', { email: user.email, redirectTo: '/reset-password' });
    const unknown = await postAuth(t, '/request-password-reset', {
      email: 'nobody@example.com',
      redirectTo: '/reset-password',
    });
    expect({ status: known.statusCode, body: known.json() }).toEqual({
      status: unknown.statusCode,
      body: unknown.json(),
    });
    expect(known.statusCode).toBe(200);
    expect((await emailsTo(t, user.email))[0]!.subject).toBe('Reset your Basalt password');
    expect(await emailsTo(t, 'nobody@example.com')).toEqual([]);
  });

  it('resending the confirmation answers the same for unknown, unconfirmed and confirmed e-mails', async () => {
    const { user } = await createSignedInUser(t);
    await signUpAs(t, 'waiting@example.com');
    const answers = await Promise.all(
      [user.email, 'waiting@example.com', 'ghost@example.com'].map(async (email) => {
        const response = await postAuth(t, '/send-verification-email', { email, callbackURL: '/dashboard' });
        return { status: response.statusCode, body: response.json() };
      }),
    );
    expect(answers).toEqual([answers[0], answers[0], answers[0]]);
    expect(answers[0]).toEqual({ status: 200, body: { status: true } });
    expect((await emailsTo(t, 'waiting@example.com')).length).toBe(2);
  });

  it('a wrong password and an unknown e-mail get the same sign-in answer', async () => {
    const { user } = await createSignedInUser(t);
    const wrong = await signInAs(t, user.email, 'Not-The-Password-1');
    const unknown = await signInAs(t, 'nobody-here@example.com', 'Not-The-Password-1');
    // Everything but the request id, which names each request.
    const answer = (response: typeof wrong) => {
      const { requestId, ...error } = response.json().error;
      return { status: response.statusCode, error, requestId: typeof requestId };
    };
    expect(answer(wrong)).toEqual(answer(unknown));
    expect(wrong.json()).toEqual({
      error: { code: 'UNAUTHENTICATED', message: 'Invalid email or password', requestId: expect.any(String) },
    });
  });
});
