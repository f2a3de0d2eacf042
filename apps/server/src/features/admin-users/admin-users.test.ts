import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminActions, profiles, purchases, users } from '../../platform/db/schema';
import { createSignedInUser, signInAs } from '../../test/auth-helpers';
import { createAutomation, createRuns } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { credit, debit } from '../ledger';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createSignedInUser>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createSignedInUser(t, { admin: true, fullName: 'Ada Admin' });
});
afterAll(() => t.close());

const db = () => t.database.db;
const as = (cookie: string) => ({
  get: (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } }),
  send: (method: 'POST' | 'PATCH', url: string, payload: object = {}) =>
    t.app.inject({ method, url, headers: { cookie }, payload }),
});

/** A user with a profile, money history and runs, made directly in the database. */
async function seedUser(fields: { fullName: string; email?: string; company?: string; createdAt?: Date }) {
  const id = randomUUID();
  const email = fields.email ?? `${id}@example.com`;
  await db().insert(users).values({ id, name: fields.fullName, email, emailVerified: true });
  await db()
    .insert(profiles)
    .values({ userId: id, fullName: fields.fullName, company: fields.company ?? null, createdAt: fields.createdAt });
  return { id, email };
}

async function buyAndSpend(userId: string, bought: number, spent: number) {
  await db()
    .insert(purchases)
    .values({
      userId,
      amountUsdCents: bought * 10,
      baseTokens: bought,
      totalTokens: bought,
      status: 'completed',
      provider: 'sandbox',
    });
  await credit(db(), { userId, type: 'purchase', amount: bought, description: 'Purchase', expiresAt: null });
  if (spent > 0) await debit(db(), { userId, amount: spent, description: 'Run' });
}

describe('an admin browsing users', () => {
  it('finds users by name, e-mail or company, with balance, tokens used, purchases and runs', async () => {
    const tag = randomUUID().slice(0, 6);
    const grace = await seedUser({ fullName: `Grace ${tag}`, company: 'Navy' });
    await seedUser({ fullName: 'Someone Else', email: `${tag}-mail@example.com` });
    await seedUser({ fullName: 'Third', company: `Firm ${tag}` });
    await buyAndSpend(grace.id, 500, 120);
    const automation = await createAutomation(db());
    await createRuns(db(), automation.id, ['completed', 'failed'], { userId: grace.id });

    const response = await as(admin.cookie).get(`/api/admin/users?q=${tag}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.matching).toBe(3);
    expect(body.total).toBeGreaterThanOrEqual(4);
    const row = body.users.find((user: { id: string }) => user.id === grace.id);
    expect(row).toMatchObject({
      fullName: `Grace ${tag}`,
      company: 'Navy',
      isAdmin: false,
      tokenBalance: 380,
      tokensUsed: 120,
      purchaseCount: 1,
      runCount: 2,
    });
  });

  it('filters by role and pages 20 at a time, newest first', async () => {
    const tag = randomUUID().slice(0, 6);
    const base = Date.now() - 86_400_000;
    for (let i = 0; i < 23; i++) {
      await seedUser({ fullName: `Pager ${tag} ${i}`, createdAt: new Date(base + i * 1000) });
    }
    const first = (await as(admin.cookie).get(`/api/admin/users?q=Pager%20${tag}&page=1`)).json();
    const second = (await as(admin.cookie).get(`/api/admin/users?q=Pager%20${tag}&page=2`)).json();
    expect(first.users).toHaveLength(20);
    expect(first.users[0].fullName).toBe(`Pager ${tag} 22`);
    expect(second.users.map((user: { fullName: string }) => user.fullName)).toEqual([
      `Pager ${tag} 2`,
      `Pager ${tag} 1`,
      `Pager ${tag} 0`,
    ]);
    expect(first.matching).toBe(23);

    const admins = (await as(admin.cookie).get('/api/admin/users?role=admin')).json();
    expect(admins.users.every((user: { isAdmin: boolean }) => user.isAdmin)).toBe(true);
    expect(admins.users.map((user: { id: string }) => user.id)).toContain(admin.user.id);
    const regular = (await as(admin.cookie).get('/api/admin/users?role=user')).json();
    expect(regular.users.some((user: { isAdmin: boolean }) => user.isAdmin)).toBe(false);
  });

  it('loads a page of users with as many statements for twenty users as for one', async () => {
    for (let index = 0; index < 20; index += 1) await seedUser({ fullName: `Page Filler ${index}` });
    const statementsFor = async (url: string) => {
      const execute = vi.spyOn(db(), 'execute');
      try {
        const users = (await as(admin.cookie).get(url)).json().users as unknown[];
        return { users: users.length, statements: execute.mock.calls.length };
      } finally {
        execute.mockRestore();
      }
    };
    const one = await statementsFor(`/api/admin/users?q=${encodeURIComponent(admin.user.email)}`);
    const page = await statementsFor('/api/admin/users?page=1');
    expect(one.users).toBe(1);
    expect(page.users).toBeGreaterThanOrEqual(20);
    // The page is read with the same statements whatever its size: no query per user.
    expect(page.statements).toBe(one.statements);
  });
});

describe('the user details modal', () => {
  it('shows account, activity, subscription and the last 20 transactions', async () => {
    const { id } = await seedUser({ fullName: 'Detail Person', company: 'Acme' });
    await db()
      .update(profiles)
      .set({ subscriptionTier: 'Pro', subscriptionStatus: 'active', subscriptionRenewsAt: new Date('2030-01-01') })
      .where(eq(profiles.userId, id));
    await buyAndSpend(id, 1000, 10);
    for (let i = 0; i < 22; i++) await debit(db(), { userId: id, amount: 1, description: `Spend ${i}` });
    const automation = await createAutomation(db());
    await createRuns(db(), automation.id, ['completed', 'completed', 'failed', 'pending'], { userId: id });

    const response = await as(admin.cookie).get(`/api/admin/users/${id}`);
    expect(response.statusCode).toBe(200);
    const { user } = response.json();
    expect(user).toMatchObject({
      fullName: 'Detail Person',
      company: 'Acme',
      emailVerified: true,
      lastSignInAt: null,
      subscriptionTier: 'Pro',
      subscriptionStatus: 'active',
      subscriptionRenewsAt: '2030-01-01T00:00:00.000Z',
      tokenBalance: 968,
      tokensPurchased: 1000,
      tokensSpent: 32,
      runCount: 4,
      successRate: 66.7,
      transactionCount: 24,
    });
    expect(user.transactions).toHaveLength(20);
    expect(user.transactions[0]).toMatchObject({ description: 'Spend 21', amount: -1, balanceAfter: 968 });
  });

  it('shows when the user last signed in, written at each sign-in', async () => {
    const before = Date.now();
    const member = await createSignedInUser(t, { fullName: 'Recent Visitor' });
    const signIn = await signInAs(t, member.user.email);
    expect(signIn.statusCode).toBe(200);
    const [row] = await db().select().from(profiles).where(eq(profiles.userId, member.user.id));
    expect(row!.lastSignInAt!.getTime()).toBeGreaterThanOrEqual(before);

    const { user } = (await as(admin.cookie).get(`/api/admin/users/${member.user.id}`)).json();
    expect(user.lastSignInAt).toBe(row!.lastSignInAt!.toISOString());
  });

  it('answers "User not found" for an unknown id', async () => {
    const response = await as(admin.cookie).get(`/api/admin/users/${randomUUID()}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('User not found');
  });

  it('saves name, phone, company and subscription, and audits only what changed', async () => {
    const target = await createSignedInUser(t, { fullName: 'Old Name' });
    const response = await as(admin.cookie).send('PATCH', `/api/admin/users/${target.user.id}`, {
      fullName: 'New Name',
      phone: '+1 555 0100',
      company: '',
      subscriptionTier: 'Business',
      subscriptionStatus: 'active',
      subscriptionRenewsAt: '2031-05-01',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      fullName: 'New Name',
      phone: '+1 555 0100',
      company: null,
      subscriptionTier: 'Business',
      subscriptionRenewsAt: '2031-05-01T00:00:00.000Z',
    });
    const audit = await db().select().from(adminActions).where(eq(adminActions.targetUserId, target.user.id));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actionType: 'update_user', adminUserId: admin.user.id });
    expect(audit[0]!.details).toMatchObject({
      fullName: { from: 'Old Name', to: 'New Name' },
      phone: { from: null, to: '+1 555 0100' },
      adminEmail: admin.user.email,
      targetEmail: target.user.email,
    });
    expect(audit[0]!.details).not.toHaveProperty('company');

    await as(admin.cookie).send('PATCH', `/api/admin/users/${target.user.id}`, { fullName: 'New Name' });
    expect(await db().select().from(adminActions).where(eq(adminActions.targetUserId, target.user.id))).toHaveLength(1);
  });

  it('refuses a blank full name', async () => {
    const target = await createSignedInUser(t);
    const response = await as(admin.cookie).send('PATCH', `/api/admin/users/${target.user.id}`, { fullName: '  ' });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.details[0].message).toBe('Full name is required');
  });
});

describe('promoting and demoting admins', () => {
  it('needs the acknowledgement, then promotes and audits; the new admin can use the admin API', async () => {
    const target = await createSignedInUser(t);
    const refused = await as(admin.cookie).send('POST', `/api/admin/users/${target.user.id}/promote`, {});
    expect(refused.statusCode).toBe(422);

    const promoted = await as(admin.cookie).send('POST', `/api/admin/users/${target.user.id}/promote`, {
      acknowledged: true,
    });
    expect(promoted.json()).toEqual({ id: target.user.id, isAdmin: true });
    expect((await as(target.cookie).get('/api/admin/users')).statusCode).toBe(200);
    const [entry] = await db().select().from(adminActions).where(eq(adminActions.targetUserId, target.user.id));
    expect(entry).toMatchObject({ actionType: 'promote_admin', adminUserId: admin.user.id });

    const again = await as(admin.cookie).send('POST', `/api/admin/users/${target.user.id}/promote`, {
      acknowledged: true,
    });
    expect(again.statusCode).toBe(409);
  });

  it('demotes another admin, who then gets 403', async () => {
    const other = await createSignedInUser(t, { admin: true });
    const response = await as(admin.cookie).send('POST', `/api/admin/users/${other.user.id}/demote`);
    expect(response.json()).toEqual({ id: other.user.id, isAdmin: false });
    const denied = await as(other.cookie).get('/api/admin/users');
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error.message).toBe('You do not have admin permissions');
    const [entry] = await db().select().from(adminActions).where(eq(adminActions.targetUserId, other.user.id));
    expect(entry).toMatchObject({ actionType: 'demote_admin' });
  });

  it('refuses demoting yourself', async () => {
    const response = await as(admin.cookie).send('POST', `/api/admin/users/${admin.user.id}/demote`);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe('You cannot demote yourself from admin');
  });

  it('never leaves zero admins when the last two demote each other at the same moment', async () => {
    await db().update(profiles).set({ isAdmin: false }).where(eq(profiles.isAdmin, true));
    const a = await createSignedInUser(t, { admin: true });
    const b = await createSignedInUser(t, { admin: true });
    const [ab, ba] = await Promise.all([
      as(a.cookie).send('POST', `/api/admin/users/${b.user.id}/demote`),
      as(b.cookie).send('POST', `/api/admin/users/${a.user.id}/demote`),
    ]);
    expect([ab.statusCode, ba.statusCode].sort()).toEqual([200, 403]);
    const remaining = await db().select().from(profiles).where(eq(profiles.isAdmin, true));
    expect(remaining).toHaveLength(1);
    await db().update(profiles).set({ isAdmin: true }).where(eq(profiles.userId, admin.user.id));
  });

  it('answers "User not found" for an unknown target', async () => {
    const response = await as(admin.cookie).send('POST', `/api/admin/users/${randomUUID()}/promote`, {
      acknowledged: true,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('User not found');
  });
});
