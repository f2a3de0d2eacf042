import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { mailOutbox, profiles } from '../platform/db/schema';
import type { TestApp } from './test-app';

export const testPassword = 'Correct-Horse-Battery-9';

/** Cookie header value from a response's set-cookie headers. */
export function cookieFrom(setCookie: string | string[] | undefined): string {
  const cookies = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return cookies.map((cookie) => cookie.split(';')[0]).join('; ');
}

/** The link of the newest e-mail to this address whose subject matches. */
export async function latestEmailLink(t: TestApp, to: string, subject: RegExp): Promise<string> {
  // Some auth e-mails (password resets) are written just after their request was answered.
  await t.app.authWorkSettled();
  const mails = await t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, to.toLowerCase())))
    .orderBy(desc(mailOutbox.createdAt));
  const mail = mails.find((m) => subject.test(m.subject));
  if (!mail) throw new Error(`No e-mail matching ${subject} to ${to}`);
  const link = mail.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`E-mail "${mail.subject}" has no link`);
  return link;
}

/** Path and query of an absolute link, for app.inject. */
export const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

/**
 * A real account made the way a person makes one: sign up, open the confirmation link from the
 * outbox, keep the session cookie it sets. `admin` then flips the profile flag directly.
 */
export async function createSignedInUser(
  t: TestApp,
  options: { admin?: boolean; email?: string; fullName?: string } = {},
) {
  const email = options.email ?? `user-${randomUUID().slice(0, 8)}@example.com`;
  const signUp = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: t.config.PUBLIC_URL },
    payload: { name: options.fullName ?? 'Test User', email, password: testPassword, callbackURL: '/dashboard' },
  });
  if (signUp.statusCode !== 200) throw new Error(`sign-up failed: ${signUp.statusCode} ${signUp.body}`);
  const verify = await t.app.inject({ url: pathOf(await latestEmailLink(t, email, /confirm/i)) });
  const cookie = cookieFrom(verify.headers['set-cookie']);
  if (!cookie) throw new Error(`verification set no session: ${verify.statusCode} ${verify.body}`);
  const userId = (signUp.json() as { user: { id: string } }).user.id;
  if (options.admin) await t.database.db.update(profiles).set({ isAdmin: true }).where(eq(profiles.userId, userId));
  return { user: { id: userId, email }, cookie };
}

/** A POST to better-auth from the app's own origin, as the web app sends it. */
export function postAuth(t: TestApp, path: string, payload: object, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/auth${path}`,
    headers: { origin: t.config.PUBLIC_URL, ...headers },
    payload,
  });
}

export const signUpAs = (t: TestApp, email: string, password = testPassword, name = 'Test User') =>
  postAuth(t, '/sign-up/email', { name, email, password, callbackURL: '/dashboard' });

export const signInAs = (t: TestApp, email: string, password = testPassword) =>
  postAuth(t, '/sign-in/email', { email, password });

/** Every e-mail queued to this address, newest first. */
export async function emailsTo(t: TestApp, to: string) {
  await t.app.authWorkSettled();
  return t.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, to.toLowerCase()))
    .orderBy(desc(mailOutbox.createdAt));
}
