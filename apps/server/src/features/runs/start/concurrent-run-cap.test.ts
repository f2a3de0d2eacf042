import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runs } from '../../../platform/db/schema';
import { createTestApp, type TestApp } from '../../../test/test-app';
import {
  balanceOf,
  createFundedUser,
  createWebhookAutomation,
  startRunOk,
  startRunRequest,
} from '../../../test/run-test-kit';

/** Issue 17: MAX_CONCURRENT_RUNS caps a user's queued and running runs. No worker runs here: runs stay queued. */
describe('the cap on concurrent runs per user', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ jobs: true, env: { MAX_CONCURRENT_RUNS: '2' } });
  });
  afterAll(() => t.close());
  const db = () => t.database.db;
  const unfinished = async (userId: string) =>
    (
      await db()
        .select({ id: runs.id })
        .from(runs)
        .where(and(eq(runs.userId, userId), inArray(runs.status, ['pending', 'running'])))
    ).length;

  it('a user with two runs queued is refused a third with 429, charged nothing, and may start again once one ends', async () => {
    const { user, cookie } = await createFundedUser(t, 100);
    const automation = await createWebhookAutomation(db(), 'https://workflow.example.com/hook');
    const first = await startRunOk(t, cookie, { automationId: automation.id });
    await startRunOk(t, cookie, { automationId: automation.id });

    const third = await startRunRequest(t, cookie, { automationId: automation.id });
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({
      error: {
        code: 'CONCURRENT_RUN_LIMIT',
        message: 'You already have 2 runs queued or running. Start this one when one of them has ended.',
      },
    });
    expect(await balanceOf(db(), user.id)).toBe(80);
    expect(await unfinished(user.id)).toBe(2);

    const cancelled = await t.app.inject({ method: 'POST', url: `/api/runs/${first.id}/cancel`, headers: { cookie } });
    expect(cancelled.statusCode).toBe(200);
    expect((await startRunRequest(t, cookie, { automationId: automation.id })).statusCode).toBe(201);
  });

  it('racing starts of paid and free automations never get past the cap', async () => {
    for (const tokenCostPerRun of [5, 0]) {
      const { user, cookie } = await createFundedUser(t, 100);
      const automation = await createWebhookAutomation(db(), 'https://workflow.example.com/hook', { tokenCostPerRun });
      const answers = await Promise.all(
        Array.from({ length: 12 }, () => startRunRequest(t, cookie, { automationId: automation.id })),
      );
      expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(2);
      expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(10);
      expect(await unfinished(user.id)).toBe(2);
      expect(await balanceOf(db(), user.id)).toBe(100 - 2 * tokenCostPerRun);
    }
  });

  it('the same idempotency key again is a replay, not a new run, so it is answered even at the cap', async () => {
    const { cookie } = await createFundedUser(t, 100);
    const automation = await createWebhookAutomation(db(), 'https://workflow.example.com/hook');
    const idempotencyKey = `cap-${Date.now()}-replay`;
    const first = await startRunOk(t, cookie, { automationId: automation.id, idempotencyKey });
    await startRunOk(t, cookie, { automationId: automation.id });
    const replay = await startRunRequest(t, cookie, { automationId: automation.id, idempotencyKey });
    expect(replay.statusCode).toBe(201);
    expect((replay.json() as { run: { id: string } }).run.id).toBe(first.id);
  });
});
