import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminActions, ledgerEntries, profiles, welcomeCredits } from '../../platform/db/schema';
import { createSignedInUser, latestEmailLink, pathOf, signUpAs, testPassword } from '../../test/auth-helpers';
import { createUserWithProfile } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { readLedgerState } from '../ledger';
import { grantWelcomeCredit } from './welcome-credit.service';

const url = '/api/admin/settings/welcome-credit';

const entriesOf = (t: TestApp, userId: string) =>
  t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, userId));

const setWelcomeCredit = (t: TestApp, cookie: string, tokens: unknown) =>
  t.app.inject({ method: 'PUT', url, headers: { cookie, origin: t.config.PUBLIC_URL }, payload: { tokens } });

const readWelcomeCredit = (t: TestApp, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('welcome credit (DESIGN D20, issue 41)', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof createSignedInUser>>;
  beforeAll(async () => {
    t = await createTestApp({ welcomeCredit: 'unset', env: { TOKEN_EXPIRY_DAYS: '30' } });
    admin = await createSignedInUser(t, { admin: true });
  });
  afterAll(() => t.close());

  describe('the admin setting', () => {
    it('an admin who never set it reads the default of 20, and the public stats say the same', async () => {
      const response = await readWelcomeCredit(t, admin.cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ tokens: 20, isSet: false });
      expect((await t.app.inject('/api/site/stats')).json().welcomeCredit).toBe(20);
    });

    it('an admin sets it to 35; the change is audited and the public stats and FAQ follow', async () => {
      const response = await setWelcomeCredit(t, admin.cookie, 35);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ tokens: 35, isSet: true });
      expect((await readWelcomeCredit(t, admin.cookie)).json()).toEqual({ tokens: 35, isSet: true });
      const audits = await t.database.db
        .select()
        .from(adminActions)
        .where(and(eq(adminActions.actionType, 'update_welcome_credit'), eq(adminActions.adminUserId, admin.user.id)));
      expect(audits.at(-1)!.details).toMatchObject({ welcomeCredit: { from: 20, to: 35 } });
      expect((await t.app.inject('/api/site/stats')).json().welcomeCredit).toBe(35);
      const faq = (await t.app.inject('/api/site/faq')).json() as {
        sections: { items: { question: string; answer: string }[] }[];
      };
      const free = faq.sections.flatMap((s) => s.items).find((item) => item.question === 'Can I try Basalt for free?');
      expect(free?.answer).toContain('Get 35 free tokens when you confirm your e-mail.');
    });

    it('12.7 tokens is refused with a clear message, not rounded, and the setting stays as it was', async () => {
      const response = await setWelcomeCredit(t, admin.cookie, 12.7);
      expect(response.statusCode).toBe(422);
      expect(response.json().error.details[0]).toMatchObject({
        path: 'body.tokens',
        message: 'Welcome credit must be a whole number of tokens',
      });
      expect((await setWelcomeCredit(t, admin.cookie, 10_001)).statusCode).toBe(422);
      expect((await setWelcomeCredit(t, admin.cookie, -1)).statusCode).toBe(422);
      expect((await readWelcomeCredit(t, admin.cookie)).json().tokens).toBe(35);
    });

    it('a signed-in user who is not an admin gets 403 and a visitor 401, and neither changes it', async () => {
      const user = await createSignedInUser(t);
      expect((await readWelcomeCredit(t, user.cookie)).statusCode).toBe(403);
      expect((await setWelcomeCredit(t, user.cookie, 500)).statusCode).toBe(403);
      expect((await readWelcomeCredit(t)).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'PUT', url, payload: { tokens: 500 } })).statusCode).toBe(401);
      expect((await readWelcomeCredit(t, admin.cookie)).json().tokens).toBe(35);
    });
  });

  describe('the grant', () => {
    it('a new account gets the current setting once its e-mail is confirmed, as a "Welcome credit" lot with the normal expiry', async () => {
      await setWelcomeCredit(t, admin.cookie, 35);
      const { user } = await createSignedInUser(t);
      const [entry, ...others] = await entriesOf(t, user.id);
      expect(others).toEqual([]);
      expect(entry).toMatchObject({ type: 'bonus', amount: 35, balanceAfter: 35, description: 'Welcome credit' });
      const days = (entry!.expiresAt!.getTime() - entry!.createdAt.getTime()) / 86_400_000;
      expect(Math.round(days)).toBe(30);
      const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.userId, user.id));
      expect(profile!.tokenBalance).toBe(35);
      const state = await readLedgerState(t.database.db, user.id, new Date());
      expect([state.balance, state.sumOfEntries, state.sumOfLots]).toEqual([35, 35, 35]);
    });

    it('a person who signs up before confirming gets nothing until the e-mail is confirmed', async () => {
      const email = `unconfirmed-${Date.now()}@example.com`;
      const userId = (await signUpAs(t, email)).json().user.id as string;
      expect(await entriesOf(t, userId)).toEqual([]);
    });

    it('when the admin turns it off (0) a confirmed account gets nothing, and the public pages promise nothing', async () => {
      await setWelcomeCredit(t, admin.cookie, 0);
      try {
        const { user } = await createSignedInUser(t);
        expect(await entriesOf(t, user.id)).toEqual([]);
        expect((await t.app.inject('/api/site/stats')).json().welcomeCredit).toBe(0);
        const faq = (await t.app.inject('/api/site/faq')).body;
        expect(faq).not.toContain('Can I try Basalt for free?');
      } finally {
        await setWelcomeCredit(t, admin.cookie, 35);
      }
    });

    it('a person who deletes their account and signs up again with the same address (any case) gets nothing the second time', async () => {
      const email = `twice-${Date.now()}@example.com`;
      const first = await createSignedInUser(t, { email });
      expect((await entriesOf(t, first.user.id)).map((e) => e.amount)).toEqual([35]);
      const deleted = await t.app.inject({
        method: 'DELETE',
        url: '/api/account',
        headers: { cookie: first.cookie, origin: t.config.PUBLIC_URL },
        payload: { password: testPassword },
      });
      expect(deleted.statusCode).toBeLessThan(300);
      const again = await createSignedInUser(t, { email: email.toUpperCase() });
      expect(again.user.id).not.toBe(first.user.id);
      expect(await entriesOf(t, again.user.id)).toEqual([]);
      const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.userId, again.user.id));
      expect(profile!.tokenBalance).toBe(0);
    });

    it('the record of a granted address keeps no readable e-mail address', async () => {
      const email = `private-${Date.now()}@example.com`;
      const { user } = await createSignedInUser(t, { email });
      const [record] = await t.database.db.select().from(welcomeCredits).where(eq(welcomeCredits.userId, user.id));
      expect(record).toMatchObject({ tokens: 35 });
      expect(record!.emailHash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(record)).not.toContain('private-');
    });
  });

  describe('racing confirmations', () => {
    it('the same confirmation link opened twice at once grants once', async () => {
      const email = `racing-link-${Date.now()}@example.com`;
      const userId = (await signUpAs(t, email)).json().user.id as string;
      const link = pathOf(await latestEmailLink(t, email, /confirm/i));
      await Promise.all([t.app.inject({ url: link }), t.app.inject({ url: link })]);
      await t.app.authWorkSettled();
      expect((await entriesOf(t, userId)).map((e) => e.amount)).toEqual([35]);
    });

    it('two accounts confirming the same address at once (different case) are granted once, and the books balance', async () => {
      const email = `racing-${Date.now()}@example.com`;
      const userIds = await Promise.all(Array.from({ length: 4 }, () => createUserWithProfile(t.database.db)));
      await Promise.all(
        userIds.map((id, i) =>
          grantWelcomeCredit(t.database.db, t.config, { id, email: i % 2 ? email.toUpperCase() : email }),
        ),
      );
      const grants = (await Promise.all(userIds.map((id) => entriesOf(t, id)))).flat();
      expect(grants.map((e) => [e.amount, e.description])).toEqual([[35, 'Welcome credit']]);
      for (const id of userIds) {
        const state = await readLedgerState(t.database.db, id, new Date());
        expect(state.sumOfEntries).toBe(state.balance);
        expect(state.sumOfLots).toBe(state.balance);
      }
    });
  });
});
