import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../platform/db/query-rows';
import { RunCompletions } from './run-completions';
import { claimPendingRuns } from '../runs.queries';
import {
  createFundedUser,
  createRunTestApp,
  createWebhookAutomation,
  startRunOk,
  type RunTestApp,
} from '../../../test/run-test-kit';

describe('completing runs as a group commit (decision 039)', () => {
  let t: RunTestApp;
  beforeAll(async () => {
    t = await createRunTestApp();
  });
  afterAll(() => t.close());
  const db = () => t.database.db;

  /** `count` runs started and claimed, as a worker holds them while their workflows answer. */
  const runningRuns = async (count: number) => {
    const { cookie } = await createFundedUser(t, 50);
    const automation = await createWebhookAutomation(db(), 'http://127.0.0.1:9/never-called');
    const ids: string[] = [];
    for (let i = 0; i < count; i++) ids.push((await startRunOk(t, cookie, { automationId: automation.id })).id);
    await claimPendingRuns(db(), ids, 60);
    return ids;
  };
  const stored = (ids: string[]) =>
    queryRows<{ id: string; status: string; result: string; completedAt: string }>(
      db(),
      sql`select id, status, result_data::text as result, completed_at::text as "completedAt" from runs where id in ${ids}`,
    );

  it('runs that complete while one is being written go together in one statement, each with its own result', async () => {
    const ids = await runningRuns(5);
    const completions = new RunCompletions(db());
    // Each result in an order of its own, which the json column keeps.
    const results = ids.map((id, i) => ({ zebra: i, alpha: id, note: 'Done' }));
    expect(await Promise.all(ids.map((id, i) => completions.complete(id, results[i]!)))).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    const rows = await stored(ids);
    for (const [i, id] of ids.entries()) {
      expect(rows.find((row) => row.id === id)).toMatchObject({
        status: 'completed',
        result: JSON.stringify(results[i]),
      });
    }
    // The first went at once, the four behind it in one statement: one transaction time each.
    expect(new Set(rows.map((row) => row.completedAt)).size).toBe(2);
  });

  it('a run that is not running any more is left as it is, and the others in its group complete', async () => {
    const ids = await runningRuns(3);
    await db().execute(sql`update runs set status = 'cancelled' where id = ${ids[1]}`);
    const completions = new RunCompletions(db());
    expect(await Promise.all(ids.map((id) => completions.complete(id, { ok: true })))).toEqual([true, false, true]);
    expect((await stored(ids)).map((row) => row.status).sort()).toEqual(['cancelled', 'completed', 'completed']);
  });

  it('a completion the database refuses fails on its own; the runs grouped with it still complete', async () => {
    const ids = await runningRuns(3);
    const completions = new RunCompletions(db());
    const [first, refused, ...rest] = await Promise.allSettled([
      completions.complete(ids[0]!, { ok: true }),
      completions.complete('not-a-run-id', { ok: true }),
      completions.complete(ids[1]!, { ok: true }),
      completions.complete(ids[2]!, { ok: true }),
    ]);
    expect(first).toEqual({ status: 'fulfilled', value: true });
    expect(refused!.status).toBe('rejected');
    expect(rest).toEqual([
      { status: 'fulfilled', value: true },
      { status: 'fulfilled', value: true },
    ]);
  });

  it('a result holding an escaped NUL or a lone surrogate is stored as the workflow sent it', async () => {
    const [id] = await runningRuns(1);
    const result = { text: 'before\u0000after', odd: '\ud800' };
    expect(await new RunCompletions(db()).complete(id!, result)).toBe(true);
    expect((await stored([id!]))[0]!.result).toBe(JSON.stringify(result));
  });
});
