import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  listPurchasesResponse,
  listTokenLotsResponse,
  listTokenPackagesResponse,
  listTokenTransactionsResponse,
} from '@basalt/contracts';
import { eq } from 'drizzle-orm';
import { profiles, purchases } from '../../platform/db/schema';
import { createSignedInUser } from '../../test/auth-helpers';
import { createAutomation } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { credit, debit } from '../ledger';

describe('token dashboard API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true, env: { TOKEN_EXPIRY_DAYS: '30' } });
  });
  afterAll(() => t.close());
  const get = (url: string, cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });

  it('anyone sees the five bundles, POPULAR on the third, with the tiers and the expiry setting', async () => {
    const body = listTokenPackagesResponse.parse((await get('/api/token-packages')).json());
    expect(body.packages.map((p) => [p.label, p.amountUsdCents, p.totalTokens, p.isPopular])).toEqual([
      ['Bucket', 1_000, 100, false],
      ['Crate', 2_500, 250, false],
      ['Vault', 5_000, 500, true],
      ['Truckload', 10_000, 1_050, false],
      ['Shipment', 20_000, 2_140, false],
    ]);
    expect(body.pricingTiers).toEqual([
      { minAmountUsdCents: 10_000, bonusPercentage: 5 },
      { minAmountUsdCents: 20_000, bonusPercentage: 7 },
    ]);
    expect(body.tokenExpiryDays).toBe(30);
  });

  it("a signed-out visitor cannot read anyone's balance, lots, transactions or purchases", async () => {
    for (const url of [
      '/api/tokens/balance',
      '/api/tokens/lots',
      '/api/tokens/transactions',
      '/api/tokens/purchases',
    ]) {
      expect((await get(url)).statusCode).toBe(401);
    }
  });

  it('a user sees their 50 most recent transactions, newest first, with the automation name', async () => {
    const { user, cookie } = await createSignedInUser(t);
    const other = await createSignedInUser(t);
    const automation = await createAutomation(t.database.db, { name: 'CSV Cleaner' });
    await credit(t.database.db, {
      userId: user.id,
      type: 'bonus',
      amount: 100,
      description: 'Welcome',
      expiresAt: null,
    });
    await credit(t.database.db, {
      userId: other.user.id,
      type: 'bonus',
      amount: 7,
      description: 'Theirs',
      expiresAt: null,
    });
    for (let i = 0; i < 55; i++) {
      await debit(t.database.db, { userId: user.id, amount: 1, description: `Run ${i}`, automationId: automation.id });
    }
    const { transactions } = listTokenTransactionsResponse.parse(
      (await get('/api/tokens/transactions', cookie)).json(),
    );
    expect(transactions).toHaveLength(50);
    expect(transactions[0]).toMatchObject({
      type: 'deduction',
      amount: -1,
      balanceAfter: 45,
      description: 'Run 54',
      automationName: 'CSV Cleaner',
    });
    expect(transactions.at(-1)).toMatchObject({ description: 'Run 5', balanceAfter: 94 });
    expect(transactions.some((tx) => tx.description === 'Theirs')).toBe(false);
    expect((await get('/api/tokens/balance', cookie)).json()).toEqual({ balance: 45 });
  });

  it('an API client walks every transaction through cursors, in ledger order, without repeats', async () => {
    const { user, cookie } = await createSignedInUser(t);
    await credit(t.database.db, {
      userId: user.id,
      type: 'bonus',
      amount: 30,
      description: 'Welcome',
      expiresAt: null,
    });
    for (let i = 0; i < 12; i++) await debit(t.database.db, { userId: user.id, amount: 1, description: `Run ${i}` });
    const descriptions: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const page = listTokenTransactionsResponse.parse(
        (await get(`/api/tokens/transactions?limit=5${query}`, cookie)).json(),
      );
      expect(page.transactions.length).toBeLessThanOrEqual(5);
      descriptions.push(...page.transactions.map((tx) => tx.description));
      cursor = page.nextCursor ?? null;
    } while (cursor);
    expect(descriptions).toEqual([...Array.from({ length: 12 }, (_, i) => `Run ${11 - i}`), 'Welcome']);
  });

  it('a user sees the lots holding their tokens, soonest expiry first, and their last 10 purchases', async () => {
    const { user, cookie } = await createSignedInUser(t);
    const soon = new Date(Date.now() + 5 * 86_400_000);
    await credit(t.database.db, {
      userId: user.id,
      type: 'admin_adjustment',
      amount: 5,
      description: 'grant',
      expiresAt: null,
    });
    await credit(t.database.db, {
      userId: user.id,
      type: 'purchase',
      amount: 100,
      description: 'Bought',
      expiresAt: soon,
    });
    const { lots } = listTokenLotsResponse.parse((await get('/api/tokens/lots', cookie)).json());
    expect(lots.map((lot) => [lot.remainingAmount, lot.expiresAt])).toEqual([
      [100, soon.toISOString()],
      [5, null],
    ]);

    for (let i = 0; i < 12; i++) {
      await t.database.db.insert(purchases).values({
        userId: user.id,
        amountUsdCents: 1_000 + i * 100,
        baseTokens: 100,
        totalTokens: 100,
        provider: 'sandbox',
        status: i % 2 ? 'completed' : 'failed',
        createdAt: new Date(Date.now() - (12 - i) * 60_000),
      });
    }
    const list = listPurchasesResponse.parse((await get('/api/tokens/purchases', cookie)).json()).purchases;
    expect(list).toHaveLength(10);
    expect(list[0]).toMatchObject({ amountUsdCents: 2_100, status: 'completed', packageLabel: null });
  });

  it('a user sees their subscription tier, status and renewal date, or none', async () => {
    const { user, cookie } = await createSignedInUser(t);
    expect((await get('/api/subscription', cookie)).json()).toEqual({ subscription: null });
    const renewsAt = new Date('2026-07-01T00:00:00Z');
    await t.database.db
      .update(profiles)
      .set({ subscriptionTier: 'Pro', subscriptionStatus: 'active', subscriptionRenewsAt: renewsAt })
      .where(eq(profiles.userId, user.id));
    expect((await get('/api/subscription', cookie)).json()).toEqual({
      subscription: { tier: 'Pro', status: 'active', renewsAt: renewsAt.toISOString() },
    });
    expect((await get('/api/subscription')).statusCode).toBe(401);
  });
});
