import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunFailureKind } from '@basalt/contracts';
import { runs } from '../../platform/db/schema';
import { createSignedInUser } from '../../test/auth-helpers';
import { createAccount, createAutomation } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createSignedInUser>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createSignedInUser(t, { admin: true });
});
afterAll(() => t.close());

const db = () => t.database.db;
const get = (url: string) => t.app.inject({ url, headers: { cookie: admin.cookie } });

const DAY = 86_400_000;
const now = Date.now();
/** Noon (UTC) of the day `days` before today: on that UTC day whatever the hour the test runs. */
const noonDaysAgo = (days: number) => {
  const today = new Date(now);
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - days, 12));
};
const dayOf = (at: Date) => at.toISOString().slice(0, 10);

interface RunSpec {
  userId: string;
  status: 'completed' | 'failed' | 'running';
  at: Date;
  charged?: number;
  refunded?: number;
  ms?: number;
  kind?: RunFailureKind;
  error?: string;
}

async function insertRuns(automationId: string, specs: RunSpec[]) {
  await db()
    .insert(runs)
    .values(
      specs.map((spec) => ({
        userId: spec.userId,
        automationId,
        status: spec.status,
        createdAt: spec.at,
        completedAt: spec.status === 'running' ? null : new Date(spec.at.getTime() + (spec.ms ?? 0)),
        executionTimeMs: spec.ms ?? null,
        tokensCharged: spec.charged ?? 10,
        tokensRefunded: spec.refunded ?? 0,
        failureKind: spec.kind ?? null,
        errorMessage: spec.error ?? null,
      })),
    );
}

describe("an automation's own page in the back office", () => {
  it('shows 30 UTC days of runs, failures and tokens, its durations, top errors, last runs and top users', async () => {
    const automation = await createAutomation(db(), { name: 'Invoice Reader' });
    const alice = await createAccount(db());
    const bob = await createAccount(db());
    const secondsAgo = (seconds: number) => new Date(now - seconds * 1000);
    const refundedFailure = { status: 'failed', refunded: 10, kind: 'workflow_error', error: 'CRM is down' } as const;
    await insertRuns(automation.id, [
      { userId: alice.id, status: 'completed', at: secondsAgo(50), ms: 1000 },
      { userId: alice.id, status: 'completed', at: secondsAgo(40), ms: 2000 },
      { userId: bob.id, at: secondsAgo(30), ms: 3000, ...refundedFailure },
      // Refused while paused, never started: a failure, but not a finished run for the success rate.
      { userId: bob.id, status: 'failed', at: secondsAgo(20), charged: 0, kind: 'automation_paused', error: 'Paused' },
      { userId: bob.id, status: 'running', at: secondsAgo(10) },
      { userId: bob.id, at: noonDaysAgo(3), ms: 4000, ...refundedFailure },
      { userId: alice.id, status: 'failed', at: noonDaysAgo(3), ms: 5000, kind: 'input_rejected', error: 'Bad topic' },
      { userId: alice.id, status: 'completed', at: noonDaysAgo(29), ms: 6000 },
      // The day before the window: only in the last runs.
      { userId: alice.id, status: 'completed', at: noonDaysAgo(30), ms: 9000, charged: 500 },
    ]);

    const response = await get(`/api/admin/automations/${automation.id}/insights`);
    expect(response.statusCode).toBe(200);
    const insights = response.json();
    expect(insights.automation).toEqual({
      id: automation.id,
      name: 'Invoice Reader',
      slug: automation.slug,
      status: 'published',
    });
    expect(insights.days).toHaveLength(30);
    expect(insights.days[0]).toEqual({
      date: dayOf(noonDaysAgo(29)),
      runs: 1,
      failures: 0,
      tokensCharged: 10,
      tokensRefunded: 0,
      revenue: 10,
    });
    expect(insights.days[26]).toEqual({
      date: dayOf(noonDaysAgo(3)),
      runs: 2,
      failures: 2,
      tokensCharged: 20,
      tokensRefunded: 10,
      revenue: 10,
    });
    expect(insights.days[27]).toEqual({
      date: dayOf(noonDaysAgo(2)),
      runs: 0,
      failures: 0,
      tokensCharged: 0,
      tokensRefunded: 0,
      revenue: 0,
    });
    expect(insights.days[29]).toEqual({
      date: dayOf(new Date(now)),
      runs: 5,
      failures: 2,
      tokensCharged: 40,
      tokensRefunded: 10,
      revenue: 30,
    });
    // 3 completed of 6 finished; the paused refusal and the running run are not finished.
    expect(insights.totals).toEqual({
      runs: 8,
      failures: 4,
      tokensCharged: 70,
      tokensRefunded: 20,
      revenue: 50,
      successRate: 50,
    });
    // 1000..6000 ms: the median between 3000 and 4000, the 95th percentile 3/4 of the way from 5000 to 6000.
    expect(insights.durations).toEqual({ p50Ms: 3500, p95Ms: 5750 });
    expect(insights.topErrors).toEqual([
      { message: 'CRM is down', count: 2 },
      { message: 'Bad topic', count: 1 },
      { message: 'Paused', count: 1 },
    ]);
    expect(insights.lastRuns).toHaveLength(9);
    expect(insights.lastRuns[0]).toMatchObject({
      userEmail: bob.email,
      status: 'running',
      tokensCharged: 10,
      tokensRefunded: 0,
      createdAt: secondsAgo(10).toISOString(),
    });
    expect(insights.lastRuns.at(-1)).toMatchObject({ status: 'completed', tokensCharged: 500 });
    // Four runs each; Alice's 40 tokens net come before Bob's 10.
    expect(insights.topUsers).toEqual([
      { userId: alice.id, email: alice.email, runs: 4, tokens: 40 },
      { userId: bob.id, email: bob.email, runs: 4, tokens: 10 },
    ]);
  });

  it('an automation without runs shows 30 days of zeros and no rate or durations', async () => {
    const automation = await createAutomation(db());
    const insights = (await get(`/api/admin/automations/${automation.id}/insights`)).json();
    expect(insights.days).toHaveLength(30);
    expect(insights.days.every((day: { runs: number; revenue: number }) => day.runs === 0 && day.revenue === 0)).toBe(
      true,
    );
    expect(insights.totals.successRate).toBeNull();
    expect(insights.durations).toEqual({ p50Ms: null, p95Ms: null });
    expect([insights.topErrors, insights.lastRuns, insights.topUsers]).toEqual([[], [], []]);
  });

  it('an unknown automation answers 404 NOT_FOUND', async () => {
    const response = await get(`/api/admin/automations/${randomUUID()}/insights`);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });
});

describe('Manage Automations sorted by the last 30 days', () => {
  it('lists the success rate, runs and revenue of the last 30 days and sorts by each, no rate last', async () => {
    const tag = randomUUID().slice(0, 8);
    const make = (name: string) => createAutomation(db(), { name: `Ranked ${tag} ${name}` });
    const half = await make('half');
    const perfect = await make('perfect');
    const idle = await make('idle');
    const quarter = await make('quarter');
    const { id: userId } = await createAccount(db());
    const at = new Date(now - 60_000);
    const completed = { userId, status: 'completed', at, ms: 100 } as const;
    const failed = { userId, status: 'failed', at, ms: 100, refunded: 10, kind: 'timeout' } as const;
    await insertRuns(half.id, [{ ...completed, charged: 50 }, failed]);
    await insertRuns(perfect.id, [completed, completed, completed, { ...completed, at: new Date(now - 31 * DAY) }]);
    await insertRuns(quarter.id, [completed, failed, failed, failed]);

    const list = async (query: string) => {
      const response = await get(`/api/admin/automations?q=Ranked%20${tag}&${query}`);
      expect(response.statusCode).toBe(200);
      return (response.json().automations as { id: string; successRate30d: number | null }[]).map((row) => row.id);
    };
    expect(await list('sort=successRate30d&order=desc')).toEqual([perfect.id, half.id, quarter.id, idle.id]);
    expect(await list('sort=successRate30d&order=asc')).toEqual([quarter.id, half.id, perfect.id, idle.id]);
    expect(await list('sort=runs30d&order=desc')).toEqual([quarter.id, perfect.id, half.id, idle.id]);
    expect(await list('sort=revenue30d&order=asc')).toEqual([idle.id, quarter.id, perfect.id, half.id]);
    expect(await list('')).toEqual([quarter.id, idle.id, perfect.id, half.id]);

    const rows = (await get(`/api/admin/automations?q=Ranked%20${tag}`)).json().automations;
    expect(rows.find((row: { id: string }) => row.id === perfect.id)).toMatchObject({
      runCount: 4,
      successRate30d: 100,
      runs30d: 3,
      revenue30d: 30,
    });
    expect(rows.find((row: { id: string }) => row.id === quarter.id)).toMatchObject({
      successRate30d: 25,
      runs30d: 4,
      revenue30d: 10,
    });
    expect(rows.find((row: { id: string }) => row.id === idle.id)).toMatchObject({
      successRate30d: null,
      runs30d: 0,
      revenue30d: 0,
    });
  });

  it('refuses a column it cannot sort by', async () => {
    const response = await get('/api/admin/automations?sort=name');
    expect(response.statusCode).toBe(422);
  });
});
