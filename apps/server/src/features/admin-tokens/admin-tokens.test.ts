import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/query-rows';
import { adminActions, ledgerEntries, profiles } from '../../platform/db/schema';
import { createSignedInUser } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { credit, debit } from '../ledger';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createSignedInUser>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createSignedInUser(t, { admin: true });
});
afterAll(() => t.close());

const db = () => t.database.db;
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: admin.cookie } });
const adjust = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/admin/tokens/adjustments', headers: { cookie: admin.cookie }, payload });
const balanceOf = async (userId: string) =>
  (await db().select().from(profiles).where(eq(profiles.userId, userId)))[0]!.tokenBalance;

describe('token management', () => {
  it('adds tokens through the ledger and audits the adjustment in the same transaction', async () => {
    const target = await createSignedInUser(t);
    const response = await adjust({ userId: target.user.id, amount: 250, reason: 'Goodwill for the outage' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ userId: target.user.id, amount: 250, balance: 250 });

    const [entry] = await db().select().from(ledgerEntries).where(eq(ledgerEntries.userId, target.user.id));
    expect(entry).toMatchObject({
      type: 'admin_adjustment',
      amount: 250,
      balanceAfter: 250,
      adminUserId: admin.user.id,
      description: 'Adjustment by Basalt support: Goodwill for the outage',
      metadata: { adjusted_by: admin.user.id, admin_email: admin.user.email, reason: 'Goodwill for the outage' },
    });
    const [audit] = await db().select().from(adminActions).where(eq(adminActions.targetUserId, target.user.id));
    expect(audit).toMatchObject({ actionType: 'adjust_tokens', adminUserId: admin.user.id });
    expect(audit!.details).toMatchObject({ amount: 250, reason: 'Goodwill for the outage', newBalance: 250 });
  });

  it('deducts tokens, and refuses a deduction below zero without writing anything', async () => {
    const target = await createSignedInUser(t);
    await adjust({ userId: target.user.id, amount: 100, reason: 'Start' });
    expect((await adjust({ userId: target.user.id, amount: -30, reason: 'Correction' })).json().balance).toBe(70);

    const refused = await adjust({ userId: target.user.id, amount: -71, reason: 'Too much' });
    expect(refused.statusCode).toBe(402);
    expect(refused.json().error.message).toBe('New balance cannot be negative');
    expect(await balanceOf(target.user.id)).toBe(70);
    const audits = await db().select().from(adminActions).where(eq(adminActions.targetUserId, target.user.id));
    expect(audits).toHaveLength(2);
  });

  it('says "Amount cannot be zero" and "Reason is required"', async () => {
    const target = await createSignedInUser(t);
    const zero = await adjust({ userId: target.user.id, amount: 0, reason: 'x' });
    expect(zero.statusCode).toBe(422);
    expect(zero.json().error.details[0].message).toBe('Amount cannot be zero');
    const notNumber = await adjust({ userId: target.user.id, amount: 'abc', reason: 'x' });
    expect(notNumber.json().error.details[0].message).toBe('Amount cannot be zero');
    const noReason = await adjust({ userId: target.user.id, amount: 5, reason: '   ' });
    expect(noReason.json().error.details[0].message).toBe('Reason is required');
  });

  it('lists the 20 most recent adjustments with user, amount, new balance and reason', async () => {
    const target = await createSignedInUser(t, { fullName: 'Listed Person' });
    for (let i = 1; i <= 21; i++) await adjust({ userId: target.user.id, amount: i, reason: `Reason ${i}` });
    const { adjustments } = (await get('/api/admin/tokens/adjustments')).json();
    expect(adjustments).toHaveLength(20);
    expect(adjustments[0]).toMatchObject({
      userId: target.user.id,
      userEmail: target.user.email,
      userName: 'Listed Person',
      amount: 21,
      balanceAfter: 231,
      reason: 'Reason 21',
      adminEmail: admin.user.email,
    });
  });

  it('shows balances with search and both sorts', async () => {
    const rich = await createSignedInUser(t, { fullName: 'Balance Rich' });
    const poor = await createSignedInUser(t, { fullName: 'Balance Poor' });
    await credit(db(), { userId: rich.user.id, type: 'purchase', amount: 9000, description: 'Buy', expiresAt: null });
    await credit(db(), { userId: poor.user.id, type: 'purchase', amount: 3, description: 'Buy', expiresAt: null });
    const high = (await get('/api/admin/tokens/balances?q=Balance%20&sort=balance_high')).json();
    expect(high.users.map((user: { fullName: string }) => user.fullName)).toEqual(['Balance Rich', 'Balance Poor']);
    const low = (await get('/api/admin/tokens/balances?q=Balance%20&sort=balance_low')).json();
    expect(low.users.map((user: { fullName: string }) => user.fullName)).toEqual(['Balance Poor', 'Balance Rich']);
    const byEmail = (await get(`/api/admin/tokens/balances?q=${rich.user.email}`)).json();
    expect(byEmail.users).toEqual([expect.objectContaining({ id: rich.user.id, tokenBalance: 9000 })]);
  });

  it('counts tokens in circulation, purchased and used this month, and active subscriptions', async () => {
    const before = (await get('/api/admin/tokens/stats')).json();
    const buyer = await createSignedInUser(t);
    await credit(db(), { userId: buyer.user.id, type: 'purchase', amount: 400, description: 'Buy', expiresAt: null });
    await debit(db(), { userId: buyer.user.id, amount: 40, description: 'Run' });
    await db().update(profiles).set({ subscriptionStatus: 'active' }).where(eq(profiles.userId, buyer.user.id));
    const after = (await get('/api/admin/tokens/stats')).json();
    expect(after.tokensInCirculation - before.tokensInCirculation).toBe(360);
    expect(after.purchasedThisMonth - before.purchasedThisMonth).toBe(400);
    expect(after.usedThisMonth - before.usedThisMonth).toBe(40);
    expect(after.activeSubscriptions - before.activeSubscriptions).toBe(1);
    const [sum] = await queryRows<{ s: number }>(db(), sql`select sum(token_balance)::int as s from profiles`);
    expect(after.tokensInCirculation).toBe(sum!.s);
  });
});
