import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents, profiles, purchases, runs, users } from '../../platform/db/schema';
import { createSignedInUser } from '../../test/auth-helpers';
import { createAccount, createAutomation, createUserWithProfile } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { credit, debit, refundDebit, runLedgerKeys } from '../ledger';
import { computeDashboard, createDashboardCache } from './admin-dashboard.service';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createSignedInUser>>;

const now = new Date();
const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 2));
const today = now.toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  admin = await createSignedInUser(t, { admin: true });
});
afterAll(() => t.close());

const db = () => t.database.db;

async function oldUser() {
  const id = randomUUID();
  await db()
    .insert(users)
    .values({ id, name: 'Old', email: `${id}@example.com` });
  await db()
    .insert(profiles)
    .values({ userId: id, fullName: 'Old', createdAt: new Date(monthStart.getTime() - 86_400_000) });
  return id;
}

const purchase = (
  userId: string,
  cents: number,
  completedAt: Date | null,
  status: 'completed' | 'pending' = 'completed',
) => ({
  userId,
  amountUsdCents: cents,
  baseTokens: cents / 10,
  totalTokens: cents / 10,
  status,
  provider: 'sandbox' as const,
  completedAt,
});

describe('the admin dashboard', () => {
  it('computes every metric, list and chart from the database', async () => {
    const buyer = await oldUser();
    await oldUser();
    const published = await createAutomation(db(), { name: 'Popular One', status: 'published' });
    const other = await createAutomation(db(), { name: 'Second', status: 'published' });
    await createAutomation(db(), { status: 'draft' });
    await db()
      .insert(purchases)
      .values([purchase(buyer, 5000, now), purchase(buyer, 2000, lastMonth), purchase(buyer, 1000, null, 'pending')]);
    await credit(db(), { userId: buyer, type: 'purchase', amount: 700, description: 'Buy', expiresAt: null });
    await debit(db(), { userId: buyer, amount: 30, description: 'Run' });
    const run = (
      automationId: string | null,
      status: 'completed' | 'failed' | 'running' | 'cancelled',
      tokens: number,
      ms: number | null,
      refunded = 0,
    ) => ({
      userId: buyer,
      automationId,
      status,
      tokensCharged: tokens,
      tokensRefunded: refunded,
      executionTimeMs: ms,
    });
    await db()
      .insert(runs)
      .values([
        run(published.id, 'completed', 10, 1000),
        run(published.id, 'completed', 10, 2000),
        // Refunded in full (D4): counts in neither the average nor the automation's tokens (issue 39).
        run(published.id, 'failed', 10, null, 10),
        run(other.id, 'completed', 20, 3500),
        run(null, 'cancelled', 0, null),
      ]);
    const ghost = (await createAccount(db())).id;
    await db().insert(runs).values({ userId: ghost, automationId: other.id, status: 'running' });
    await db()
      .insert(analyticsEvents)
      .values([
        { name: 'page_view', path: '/' },
        { name: 'page_view', path: '/marketplace' },
        { name: 'automation_viewed', path: '/basalt/x' },
      ]);

    const dashboard = await computeDashboard(db());
    expect(dashboard.metrics).toEqual({
      totalUsers: 3,
      usersBeforeThisMonth: 2,
      userGrowthPercent: 50,
      activeAutomations: 2,
      runsThisMonth: 6,
      revenueThisMonthUsd: 50,
      revenueLastMonthUsd: 20,
      revenueGrowthPercent: 150,
      tokensHeld: 670,
      tokensUsedThisMonth: 30,
      successRatePercent: 75,
      averageTokensPerRun: 10,
      averageExecutionSeconds: 2.2,
      allTimeRevenueUsd: 70,
    });
    expect(dashboard.recentRuns).toHaveLength(6);
    const cancelled = dashboard.recentRuns.find((entry) => entry.status === 'cancelled')!;
    expect(cancelled).toMatchObject({ statusLabel: 'pending', automationName: 'Unknown' });
    const ghostRun = dashboard.recentRuns.find((entry) => entry.status === 'running')!;
    expect(ghostRun).toMatchObject({ userName: 'Unknown', automationName: 'Second' });
    expect(dashboard.recentSignups[0]).toMatchObject({ id: admin.user.id });
    expect(dashboard.popularAutomations).toEqual([
      { id: published.id, name: 'Popular One', runCount: 3, totalTokens: 20 },
      { id: other.id, name: 'Second', runCount: 2, totalTokens: 20 },
    ]);
    expect(dashboard.days).toHaveLength(30);
    expect(dashboard.days.at(-1)).toEqual({
      date: today,
      revenueUsd: 50,
      completedRuns: 3,
      failedRuns: 1,
      pageViews: 2,
    });
    expect(dashboard.days[0]!.date < dashboard.days[29]!.date).toBe(true);
  });

  it('reuses its figures for 60 seconds', async () => {
    let clock = 1_000_000;
    const cache = createDashboardCache(db(), 60_000, () => clock);
    const first = await cache.get();
    await oldUser();
    clock += 59_000;
    expect((await cache.get()).metrics.totalUsers).toBe(first.metrics.totalUsers);
    clock += 2_000;
    expect((await cache.get()).metrics.totalUsers).toBe(first.metrics.totalUsers + 1);
  });

  it('is served to admins at /api/admin/dashboard', async () => {
    const response = await t.app.inject({ url: '/api/admin/dashboard', headers: { cookie: admin.cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toHaveProperty('generatedAt');
  });

  it('a failed run whose tokens were refunded says so in Recent Runs (issue 15)', async () => {
    const userId = await createUserWithProfile(db());
    await credit(db(), { userId, type: 'purchase', amount: 50, description: 'Buy', expiresAt: null });
    const [failed] = await db()
      .insert(runs)
      .values({ userId, status: 'failed', tokensCharged: 10, tokensRefunded: 10 })
      .returning();
    const keys = runLedgerKeys(failed!.id);
    await debit(db(), { userId, amount: 10, description: 'Run', runId: failed!.id, idempotencyKey: keys.charge });
    await refundDebit(db(), { userId, description: 'Refund', runId: failed!.id, debitKey: keys.charge });

    // Straight from the database: the route's cache may hold figures from before this run.
    const listed = (await computeDashboard(db())).recentRuns.find((run) => run.id === failed!.id);
    expect(listed).toMatchObject({ status: 'failed', tokensCharged: 10, tokensRefunded: 10 });
  });
});
