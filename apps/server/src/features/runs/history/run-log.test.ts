import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getRunDetailResponse } from '@basalt/contracts';
import { runEvents, runs } from '../../../platform/db/schema';
import { HostileServer } from '../../../test/hostile-server';
import {
  createFundedUser,
  createRunTestApp,
  createWebhookAutomation,
  startRunOk,
  type RunTestApp,
} from '../../../test/run-test-kit';
import { executeRun } from '../worker/execute-run';

describe('the run log', () => {
  let t: RunTestApp;
  let workflow: HostileServer;
  beforeAll(async () => {
    workflow = await new HostileServer().start();
    t = await createRunTestApp({ OUTBOUND_ALLOWED_HOSTS: workflow.host });
  });
  afterAll(async () => {
    await t.close();
    await workflow.close();
  });
  const db = () => t.database.db;
  const callbackOf = (runId: string) => {
    const request = workflow.received.findLast((received) => received.body.includes(runId))!;
    const url = new URL((JSON.parse(request.body) as { callback_url: string }).callback_url);
    return `${url.pathname}${url.search}`;
  };
  const detail = async (cookie: string, runId: string) => {
    const response = await t.app.inject({ url: `/api/runs/${runId}`, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    return getRunDetailResponse.parse(response.json());
  };
  const steps = (events: { kind: string; status: string; progress: number | null; message: string | null }[]) =>
    events.map((event) => [event.kind, event.status, event.progress, event.message]);

  it('a user reads every step of a run that called back with progress, with times, in order', async () => {
    const { cookie } = await createFundedUser(t, 100);
    const automation = await createWebhookAutomation(db(), `${workflow.url}/accept`, { tokenCostPerRun: 12 });
    const run = await startRunOk(t, cookie, { automationId: automation.id });
    await executeRun(t.runs, run.id);
    for (const progress of [30, 60]) {
      await t.app.inject({
        method: 'POST',
        url: callbackOf(run.id),
        payload: { progress, message: `Writing section ${progress / 30} of 2` },
      });
    }
    await t.app.inject({
      method: 'POST',
      url: callbackOf(run.id),
      payload: { status: 'completed', result: { summary: 'Done' } },
    });
    const { events } = await detail(cookie, run.id);
    expect(steps(events)).toEqual([
      ['status', 'pending', null, '12 tokens charged.'],
      ['status', 'running', null, 'The workflow is working on it.'],
      ['progress', 'running', 30, 'Writing section 1 of 2'],
      ['progress', 'running', 60, 'Writing section 2 of 2'],
      ['status', 'completed', 100, '12 tokens charged.'],
    ]);
    const ids = events.map((event) => event.id);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    const times = events.map((event) => Date.parse(event.createdAt));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it('a failed run says in its log that the tokens were refunded, and why they were kept when the input was refused', async () => {
    const { cookie } = await createFundedUser(t, 100);
    const crashing = await createWebhookAutomation(db(), `${workflow.url}/crash`, { tokenCostPerRun: 10 });
    const crashed = await startRunOk(t, cookie, { automationId: crashing.id });
    await executeRun(t.runs, crashed.id);
    const crashedLog = (await detail(cookie, crashed.id)).events;
    expect(crashedLog.at(-1)).toMatchObject({ kind: 'status', status: 'failed' });
    expect(crashedLog.at(-1)!.message).toMatch(/HTTP 500.*10 tokens refunded\.$/);
    expect(crashedLog.at(-1)!.message).not.toContain('Your tokens have been refunded');

    const refusing = await createWebhookAutomation(db(), `${workflow.url}/reject`, { tokenCostPerRun: 10 });
    const refused = await startRunOk(t, cookie, { automationId: refusing.id });
    await executeRun(t.runs, refused.id);
    expect((await detail(cookie, refused.id)).events.at(-1)!.message).toMatch(
      /10 tokens charged\. Not refunded: the workflow refused the input\.$/,
    );
  });

  it('a metered run cancelled while queued logs the reserve and its return', async () => {
    const { cookie } = await createFundedUser(t, 100);
    const metered = await createWebhookAutomation(db(), `${workflow.url}/accept`, {
      pricingModel: 'per_minute',
      tokenCostPerRun: null,
      tokenCostPerMinute: 2,
      maxDurationMinutes: 5,
    });
    const run = await startRunOk(t, cookie, { automationId: metered.id });
    await t.app.inject({ method: 'POST', url: `/api/runs/${run.id}/cancel`, headers: { cookie } });
    expect(steps((await detail(cookie, run.id)).events)).toEqual([
      ['status', 'pending', null, '10 tokens reserved until the run ends.'],
      ['status', 'cancelled', null, 'Reserved tokens returned; nothing charged.'],
    ]);
  });

  it('a run waited on with Prefer: wait answers with its log too', async () => {
    const { cookie } = await createFundedUser(t, 100);
    const automation = await createWebhookAutomation(db(), `${workflow.url}/ok`);
    const run = await startRunOk(t, cookie, { automationId: automation.id });
    await executeRun(t.runs, run.id);
    const response = await t.app.inject({ url: `/api/runs/${run.id}`, headers: { cookie, prefer: 'wait=2' } });
    const body = getRunDetailResponse.parse(response.json());
    expect(body.events.map((event) => event.status)).toEqual(['pending', 'running', 'completed']);
  });

  it('another user cannot read a run’s log, and deleting the run deletes its log', async () => {
    const { cookie } = await createFundedUser(t, 100);
    const other = await createFundedUser(t, 0);
    const automation = await createWebhookAutomation(db(), `${workflow.url}/ok`);
    const run = await startRunOk(t, cookie, { automationId: automation.id });
    await executeRun(t.runs, run.id);
    expect((await t.app.inject({ url: `/api/runs/${run.id}`, headers: { cookie: other.cookie } })).statusCode).toBe(
      404,
    );
    await t.app.inject({ method: 'DELETE', url: `/api/runs/${run.id}`, headers: { cookie } });
    expect(await db().select().from(runEvents).where(eq(runEvents.runId, run.id))).toEqual([]);
  });

  it('a status write that changes nothing adds no step', async () => {
    const { cookie } = await createFundedUser(t, 100);
    const automation = await createWebhookAutomation(db(), `${workflow.url}/ok`);
    const run = await startRunOk(t, cookie, { automationId: automation.id });
    await db()
      .update(runs)
      .set({ status: sql`status` })
      .where(eq(runs.id, run.id));
    expect(await db().select().from(runEvents).where(eq(runEvents.runId, run.id))).toHaveLength(1);
  });
});
