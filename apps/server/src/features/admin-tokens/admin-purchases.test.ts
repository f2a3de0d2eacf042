import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListAdminPurchasesResponse } from '@basalt/contracts';
import { purchases } from '../../platform/db/schema';
import { createSignedInUser } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('an admin reviews every purchase, abandoned and declined ones included', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof createSignedInUser>>;
  let buyer: Awaited<ReturnType<typeof createSignedInUser>>;
  const list = (query: string, cookie = admin.cookie) =>
    t.app.inject({ url: `/api/admin/purchases?${query}`, headers: { cookie } });
  const listed = async (query: string) => (await list(query)).json<ListAdminPurchasesResponse>();

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createSignedInUser(t, { admin: true });
    buyer = await createSignedInUser(t);
    const purchase = {
      userId: buyer.user.id,
      amountUsdCents: 2000,
      baseTokens: 200,
      totalTokens: 200,
      provider: 'sandbox',
    } as const;
    await t.database.db.insert(purchases).values([
      { ...purchase, status: 'completed', completedAt: new Date(), createdAt: new Date('2026-11-03T10:00:00Z') },
      { ...purchase, status: 'completed', completedAt: new Date(), createdAt: new Date('2026-11-04T23:59:00Z') },
      { ...purchase, status: 'expired', createdAt: new Date('2026-11-05T00:00:00Z') },
      { ...purchase, status: 'failed', createdAt: new Date('2026-11-20T08:00:00Z') },
    ]);
  });
  afterAll(() => t.close());

  it("finds one buyer's purchases of every status, newest first, with the completed dollars", async () => {
    const body = await listed(`q=${encodeURIComponent(buyer.user.email)}`);
    expect(body.purchases.map((purchase) => purchase.status)).toEqual(['failed', 'expired', 'completed', 'completed']);
    expect(body).toMatchObject({ matching: 4, completedUsdCents: 4000, page: 1 });
    expect(body.purchases[0]).toMatchObject({ email: buyer.user.email, amountUsdCents: 2000, completedAt: null });
  });

  it('filters by status and by a range of UTC days, both ends included', async () => {
    const q = `q=${encodeURIComponent(buyer.user.email)}`;
    expect((await listed(`${q}&status=expired`)).purchases.map((p) => p.createdAt)).toEqual([
      '2026-11-05T00:00:00.000Z',
    ]);
    const days = await listed(`${q}&from=2026-11-03&to=2026-11-04`);
    expect(days.purchases.map((p) => p.createdAt)).toEqual(['2026-11-04T23:59:00.000Z', '2026-11-03T10:00:00.000Z']);
    expect(days.completedUsdCents).toBe(4000);
  });

  it('says what is wrong with a bad filter instead of listing everything', async () => {
    const backwards = await list('from=2026-11-10&to=2026-11-01');
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().error.message).toBe('The "from" day must be on or before the "to" day.');
    expect((await list('status=lost')).statusCode).toBe(422);
    expect((await list('from=yesterday')).statusCode).toBe(422);
  });

  it('is for admins only', async () => {
    expect((await list('', buyer.cookie)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/purchases' })).statusCode).toBe(401);
  });
});
