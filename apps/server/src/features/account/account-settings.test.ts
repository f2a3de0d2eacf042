import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  automations,
  configurations,
  ledgerEntries,
  profiles,
  runs,
  storedFiles,
  users,
} from '../../platform/db/schema';
import { credit, readLedgerState } from '../ledger';
import { cookieFrom, createSignedInUser, postAuth, signInAs, testPassword } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('account settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(() => t.close());

  const session = (cookie: string) => t.app.inject({ url: '/api/session', headers: { cookie } });
  const changePassword = (cookie: string, currentPassword: string, newPassword: string) =>
    postAuth(t, '/change-password', { currentPassword, newPassword }, { cookie });

  describe('Profile tab', () => {
    it('a user changes their full name and the top bar sees it', async () => {
      const { cookie } = await createSignedInUser(t);
      const response = await t.app.inject({
        method: 'PATCH',
        url: '/api/profile',
        headers: { cookie, origin: t.config.PUBLIC_URL },
        payload: { fullName: '  Grace Brewster Hopper ' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ fullName: 'Grace Brewster Hopper' });
      expect((await session(cookie)).json().user.fullName).toBe('Grace Brewster Hopper');
    });

    it('a blank full name is refused', async () => {
      const { cookie } = await createSignedInUser(t);
      const response = await t.app.inject({
        method: 'PATCH',
        url: '/api/profile',
        headers: { cookie },
        payload: { fullName: ' ' },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().error.details[0].message).toBe('Full name is required');
    });

    it('a visitor cannot change a profile', async () => {
      const response = await t.app.inject({ method: 'PATCH', url: '/api/profile', payload: { fullName: 'Mallory' } });
      expect(response.statusCode).toBe(401);
    });

    it("better-auth's own update-user endpoint is closed (the name lives on the profile)", async () => {
      const { cookie } = await createSignedInUser(t);
      expect((await postAuth(t, '/update-user', { name: 'Sneaky' }, { cookie })).statusCode).toBe(404);
    });
  });

  describe('Security tab: change password', () => {
    it('is refused when the current password is wrong', async () => {
      const { user, cookie } = await createSignedInUser(t);
      const response = await changePassword(cookie, 'Not-My-Password-1', 'Brand-New-Passphrase-1');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: { code: 'BAD_REQUEST', message: 'Current password is incorrect', requestId: expect.any(String) },
      });
      expect((await signInAs(t, user.email)).statusCode).toBe(200);
    });

    it('applies the sign-up password rules', async () => {
      const { cookie } = await createSignedInUser(t);
      const response = await changePassword(cookie, testPassword, 'short');
      expect(response.statusCode).toBe(422);
      expect(response.json().error.message).toBe('Password must be at least 8 characters long');
    });

    it('sets the new password and signs out every other session, even if the client asks otherwise', async () => {
      const { user, cookie: thisBrowser } = await createSignedInUser(t);
      const otherBrowser = cookieFrom((await signInAs(t, user.email)).headers['set-cookie']);
      const response = await postAuth(
        t,
        '/change-password',
        { currentPassword: testPassword, newPassword: 'Brand-New-Passphrase-1', revokeOtherSessions: false },
        { cookie: thisBrowser },
      );
      expect(response.statusCode).toBe(200);
      const renewed = cookieFrom(response.headers['set-cookie']);
      expect((await session(renewed)).json().user.email).toBe(user.email);
      expect((await session(otherBrowser)).json().user).toBeNull();
      expect((await signInAs(t, user.email, testPassword)).statusCode).toBe(401);
      expect((await signInAs(t, user.email, 'Brand-New-Passphrase-1')).statusCode).toBe(200);
    });
  });

  describe('deleting the account', () => {
    const deleteAccount = (cookie: string, password = testPassword) =>
      t.app.inject({
        method: 'DELETE',
        url: '/api/account',
        headers: { cookie, origin: t.config.PUBLIC_URL },
        payload: { password },
      });

    it('asks for the current password: a wrong or missing one deletes nothing (issue 15 #9)', async () => {
      const { user, cookie } = await createSignedInUser(t);
      const wrong = await deleteAccount(cookie, 'not-my-password');
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().error.details).toEqual([{ path: 'password', message: 'Password is incorrect' }]);
      const missing = await t.app.inject({
        method: 'DELETE',
        url: '/api/account',
        headers: { cookie, origin: t.config.PUBLIC_URL },
      });
      expect(missing.statusCode).toBe(422);
      expect((await session(cookie)).json().user).toMatchObject({ id: user.id });
      expect(await t.database.db.select().from(profiles).where(eq(profiles.userId, user.id))).toHaveLength(1);
    });

    it('removes the person but keeps runs for the books under an anonymous user', async () => {
      const { user, cookie } = await createSignedInUser(t, { fullName: 'Leaving Soon' });
      const db = t.database.db;
      const [automation] = await db.select().from(automations).limit(1);
      await db.insert(configurations).values({ userId: user.id, automationId: automation!.id, configData: {} });
      await db.insert(runs).values({
        userId: user.id,
        automationId: automation!.id,
        status: 'completed',
        inputData: {},
        tokensCharged: 0,
      });
      await db.insert(storedFiles).values({
        userId: user.id,
        kind: 'upload',
        storageKey: `uploads/${user.id}/a.csv`,
        name: 'a.csv',
        mime: 'text/csv',
        size: 3,
        expiresAt: new Date(Date.now() + 86_400_000),
      });

      const response = await deleteAccount(cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ deleted: true });
      expect(String(response.headers['set-cookie'])).toMatch(/basalt\.session_token=;/);

      expect((await session(cookie)).json().user).toBeNull();
      expect((await signInAs(t, user.email)).statusCode).toBe(401);
      const [kept] = await db.select().from(users).where(eq(users.id, user.id));
      expect(kept).toMatchObject({ name: 'Deleted user', email: `deleted-${user.id}@deleted.invalid` });
      expect(await db.select().from(profiles).where(eq(profiles.userId, user.id))).toEqual([]);
      expect(await db.select().from(configurations).where(eq(configurations.userId, user.id))).toEqual([]);
      expect(await db.select().from(runs).where(eq(runs.userId, user.id))).toHaveLength(1);
      const [file] = await db.select().from(storedFiles).where(eq(storedFiles.userId, user.id));
      expect(file!.expiresAt.getTime()).toBeLessThanOrEqual(Date.now());
    });

    it('a user with token history can leave; the ledger keeps its entries and their unused tokens are given up', async () => {
      const { user, cookie } = await createSignedInUser(t);
      await credit(t.database.db, {
        userId: user.id,
        type: 'bonus',
        amount: 25,
        description: 'Welcome',
        expiresAt: null,
      });
      expect((await deleteAccount(cookie)).statusCode).toBe(200);
      const entries = await t.database.db
        .select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.userId, user.id))
        .orderBy(ledgerEntries.seq);
      expect(entries.map((e) => [e.type, e.amount])).toEqual([
        ['bonus', 25],
        ['expiration', -25],
      ]);
      expect(await readLedgerState(t.database.db, user.id, new Date())).toMatchObject({
        balance: null,
        sumOfEntries: 0,
        sumOfLots: 0,
      });
    });

    it('the e-mail address is free for a new account afterwards', async () => {
      const { user, cookie } = await createSignedInUser(t);
      await deleteAccount(cookie);
      const again = await createSignedInUser(t, { email: user.email });
      expect(again.user.id).not.toBe(user.id);
    });

    it('the only admin cannot delete their account', async () => {
      const admin = await t.database.db.select().from(profiles).where(eq(profiles.isAdmin, true));
      expect(admin).toHaveLength(1);
      const signIn = await signInAs(t, 'admin@example.com', 'Basalt-admin-2026');
      const response = await deleteAccount(cookieFrom(signIn.headers['set-cookie']), 'Basalt-admin-2026');
      expect(response.statusCode).toBe(409);
      expect(response.json().error.message).toMatch(/only admin/);
    });

    it('a deletion request from another site is refused', async () => {
      const { cookie } = await createSignedInUser(t);
      const response = await t.app.inject({
        method: 'DELETE',
        url: '/api/account',
        headers: { cookie, origin: 'https://evil.example.net' },
        payload: { password: testPassword },
      });
      expect(response.statusCode).toBe(403);
      expect((await session(cookie)).json().user).not.toBeNull();
    });
  });
});
