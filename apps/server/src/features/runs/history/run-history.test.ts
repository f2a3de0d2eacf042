import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listRunsResponse, getRunStatsResponse, listRunAutomationsResponse } from '@basalt/contracts';
import { runs } from '../../../platform/db/schema';
import { createSignedInUser } from '../../../test/auth-helpers';
import { createAutomation } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

const day = 86_400_000;
type RunSpec = [
  status: 'completed' | 'failed' | 'pending' | 'running',
  ageDays: number,
  charged: number,
  refunded?: number,
];

describe('run history', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const db = () => t.database.db;

  async function seedRuns(userId: string, automationId: string, specs: RunSpec[]) {
    await db()
      .insert(runs)
      .values(
        specs.map(([status, ageDays, charged, refunded = 0], index) => ({
          userId,
          automationId,
          status,
          tokensCharged: charged,
          tokensRefunded: refunded,
          quotedTokens: charged,
          inputData: { topic: `Run ${index}` },
          createdAt: new Date(Date.now() - ageDays * day - index * 1000),
        })),
      );
  }

  it('an API client walks its whole history through cursors, and runs started meanwhile shift nothing', async () => {
    const { user, cookie } = await createSignedInUser(t);
    const automation = await createAutomation(db());
    await seedRuns(
      user.id,
      automation.id,
      Array.from({ length: 14 }, (): RunSpec => ['completed', 1, 10]),
    );
    // Ties on the creation time, and times a millisecond clock cannot tell apart.
    const tied = new Date(Date.now() - 2 * day);
    await db()
      .insert(runs)
      .values([
        ...Array.from({ length: 4 }, () => ({ userId: user.id, automationId: automation.id, createdAt: tied })),
        ...[1, 2, 3].map((micro) => ({
          userId: user.id,
          automationId: automation.id,
          createdAt: sql`${tied.toISOString()}::timestamptz - make_interval(secs => ${micro} / 1000000.0)`,
        })),
      ]);
    const all = await db().select({ id: runs.id }).from(runs).where(eq(runs.userId, user.id));
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const response = await t.app.inject({ url: `/api/runs?range=all_time&limit=5${query}`, headers: { cookie } });
      const page = listRunsResponse.parse(response.json());
      expect(page).toMatchObject({ total: all.length + (pages > 0 ? 1 : 0), pageSize: 5 });
      seen.push(...page.runs.map((run) => run.id));
      cursor = page.nextCursor ?? null;
      // A run started after the first page is newer than every cursor: it shows on the next first page only.
      if (pages++ === 0) await seedRuns(user.id, automation.id, [['pending', 0, 10]]);
    } while (cursor);
    expect(pages).toBe(5);
    expect(seen).toHaveLength(all.length);
    expect(new Set(seen)).toEqual(new Set(all.map((run) => run.id)));
  });

  it('a cursor that was not given by the API is refused with 422', async () => {
    const { cookie } = await createSignedInUser(t);
    const response = await t.app.inject({ url: '/api/runs?cursor=bm90LWEtY3Vyc29y', headers: { cookie } });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED', details: [{ path: 'cursor' }] } });
  });

  it('lists a user’s runs newest first, 20 per page, with the exact count and the automation', async () => {
    const { user, cookie } = await createSignedInUser(t);
    const automation = await createAutomation(db());
    await seedRuns(
      user.id,
      automation.id,
      Array.from({ length: 23 }, (): RunSpec => ['completed', 1, 10]),
    );
    const first = listRunsResponse.parse((await t.app.inject({ url: '/api/runs', headers: { cookie } })).json());
    expect(first).toMatchObject({ total: 23, page: 1, pageSize: 20 });
    expect(first.runs).toHaveLength(20);
    expect(first.runs[0]!.automation).toMatchObject({ id: automation.id, name: automation.name });
    const createdAt = first.runs.map((run) => run.createdAt);
    expect([...createdAt].sort().reverse()).toEqual(createdAt);
    const second = listRunsResponse.parse(
      (await t.app.inject({ url: '/api/runs?page=2', headers: { cookie } })).json(),
    );
    expect(second.runs).toHaveLength(3);
  });

  it('filters by status, automation and date range (default 30 days)', async () => {
    const { user, cookie } = await createSignedInUser(t);
    const a = await createAutomation(db());
    const b = await createAutomation(db());
    await seedRuns(user.id, a.id, [
      ['completed', 1, 10],
      ['failed', 3, 10, 10],
      ['completed', 10, 10],
      ['completed', 40, 10],
    ]);
    await seedRuns(user.id, b.id, [['running', 0, 5]]);
    const list = async (query: string) =>
      listRunsResponse.parse((await t.app.inject({ url: `/api/runs?${query}`, headers: { cookie } })).json()).total;
    expect(await list('')).toBe(4);
    expect(await list('range=all_time')).toBe(5);
    expect(await list('range=last_7_days')).toBe(3);
    expect(await list('status=completed')).toBe(2);
    expect(await list(`automationId=${b.id}`)).toBe(1);
    expect(await list(`status=failed&automationId=${a.id}&range=last_7_days`)).toBe(1);
  });

  it('shows 30-day stats: runs, success rate of completed over finished (D6, issue 15 #7), tokens spent net of refunds', async () => {
    const { user, cookie } = await createSignedInUser(t);
    const automation = await createAutomation(db());
    await seedRuns(user.id, automation.id, [
      ['completed', 1, 10],
      ['completed', 2, 10],
      ['failed', 3, 10, 10],
      ['running', 0, 10],
      ['completed', 45, 99],
    ]);
    const stats = getRunStatsResponse.parse(
      (await t.app.inject({ url: '/api/runs/stats', headers: { cookie } })).json(),
    );
    expect(stats).toEqual({ totalRuns: 4, completed: 2, failed: 1, running: 1, successRate: 67, tokensSpent: 30 });
  });

  it('with no finished run in the window the success rate is null (a dash), not 0% (issue 15 #7)', async () => {
    const { user, cookie } = await createSignedInUser(t);
    await seedRuns(user.id, (await createAutomation(db())).id, [['running', 0, 10]]);
    const stats = getRunStatsResponse.parse(
      (await t.app.inject({ url: '/api/runs/stats', headers: { cookie } })).json(),
    );
    expect(stats).toMatchObject({ totalRuns: 1, running: 1, successRate: null });
  });

  it('never shows another user’s runs', async () => {
    const owner = await createSignedInUser(t);
    const stranger = await createSignedInUser(t);
    const automation = await createAutomation(db());
    await seedRuns(owner.user.id, automation.id, [['completed', 1, 10]]);
    const theirs = listRunsResponse.parse(
      (await t.app.inject({ url: '/api/runs', headers: { cookie: stranger.cookie } })).json(),
    );
    expect(theirs.total).toBe(0);
    expect((await t.app.inject({ url: '/api/runs' })).statusCode).toBe(401);
  });

  it('offers only published automations in the filter', async () => {
    const { cookie } = await createSignedInUser(t);
    const published = await createAutomation(db());
    const draft = await createAutomation(db(), { status: 'draft' });
    const { automations } = listRunAutomationsResponse.parse(
      (await t.app.inject({ url: '/api/runs/automations', headers: { cookie } })).json(),
    );
    const ids = automations.map((automation) => automation.id);
    expect(ids).toContain(published.id);
    expect(ids).not.toContain(draft.id);
  });
});
