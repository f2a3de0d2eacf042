import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, runs } from '../../platform/db/schema';
import { readLedgerState } from '../ledger';
import { failOverdueRuns } from './worker/deadline-sweeper';
import { executeRun } from './worker/execute-run';
import { finishRun } from './end/finish-run';
import { RUN_QUEUE, workRuns } from './worker/run-job';
import { claimPendingRuns } from './runs.queries';
import { HostileServer } from '../../test/hostile-server';
import {
  balanceOf,
  createFundedUser,
  createRunTestApp,
  createWebhookAutomation,
  runRow,
  startRunOk,
  waitForRun,
  type RunTestApp,
} from '../../test/run-test-kit';

describe('a run from start to end', () => {
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
  const ledgerOfRun = async (runId: string) =>
    (await db().select().from(ledgerEntries).where(eq(ledgerEntries.runId, runId)).orderBy(ledgerEntries.seq)).map(
      (entry) => [entry.type, entry.amount],
    );
  const expectConsistent = async (userId: string) => {
    const state = await readLedgerState(db(), userId, new Date());
    expect([state.sumOfEntries, state.sumOfLots, state.lotsOffTheirMovements]).toEqual([
      state.balance,
      state.balance,
      0,
    ]);
  };
  const callbackOf = (runId: string) => {
    const request = workflow.received.findLast((received) => received.body.includes(runId))!;
    const url = new URL((JSON.parse(request.body) as { callback_url: string }).callback_url);
    return `${url.pathname}${url.search}`;
  };

  it('the queue worker picks up the job enqueued with the run and completes it', async () => {
    await workRuns(t.jobQueue!, t.runs);
    const { cookie } = await createFundedUser(t, 50);
    const automation = await createWebhookAutomation(db(), `${workflow.url}/ok`);
    const run = await startRunOk(t, cookie, { automationId: automation.id });
    expect(await waitForRun(db(), run.id, (status) => status === 'completed')).toMatchObject({
      resultData: { summary: 'All done' },
    });
    // The other tests drive runs step by step.
    await t.jobQueue!.offWork(RUN_QUEUE);
  });

  it('a per-minute run is charged its started minutes and the rest of the hold comes back', async () => {
    const { user, cookie } = await createFundedUser(t, 100);
    const automation = await createWebhookAutomation(db(), `${workflow.url}/accept`, {
      pricingModel: 'per_minute',
      tokenCostPerRun: null,
      tokenCostPerMinute: 2.5,
      maxDurationMinutes: 10,
    });
    const run = await startRunOk(t, cookie, { automationId: automation.id });
    await executeRun(t.runs, run.id);
    // The run started three and a half minutes ago: four started minutes.
    await db()
      .update(runs)
      .set({ startedAt: sql`now() - interval '210 seconds'` })
      .where(eq(runs.id, run.id));
    await t.app.inject({
      method: 'POST',
      url: callbackOf(run.id),
      payload: { status: 'completed', result: { summary: 'ok' } },
    });
    expect(await runRow(db(), run.id)).toMatchObject({ status: 'completed', quotedTokens: 25, tokensCharged: 10 });
    expect(await ledgerOfRun(run.id)).toEqual([
      ['hold', -25],
      ['release', 25],
      ['deduction', -10],
    ]);
    expect(await balanceOf(db(), user.id)).toBe(90);
    await expectConsistent(user.id);
  });

  it('a hybrid run is charged its per-run part plus started minutes, capped at the hold', async () => {
    const { user, cookie } = await createFundedUser(t, 100);
    const automation = await createWebhookAutomation(db(), `${workflow.url}/accept`, {
      pricingModel: 'hybrid',
      tokenCostPerRun: 5,
      tokenCostPerMinute: 2,
      maxDurationMinutes: 3,
    });
    const quick = await startRunOk(t, cookie, { automationId: automation.id });
    await executeRun(t.runs, quick.id);
    await t.app.inject({ method: 'POST', url: callbackOf(quick.id), payload: { status: 'completed', result: {} } });
    expect(await runRow(db(), quick.id)).toMatchObject({ quotedTokens: 11, tokensCharged: 7 });

    const long = await startRunOk(t, cookie, { automationId: automation.id });
    await executeRun(t.runs, long.id);
    await db()
      .update(runs)
      .set({ startedAt: sql`now() - interval '20 minutes'` })
      .where(eq(runs.id, long.id));
    await t.app.inject({ method: 'POST', url: callbackOf(long.id), payload: { status: 'completed', result: {} } });
    expect(await runRow(db(), long.id)).toMatchObject({ tokensCharged: 11 });
    expect(await balanceOf(db(), user.id)).toBe(100 - 7 - 11);
    await expectConsistent(user.id);
  });

  it('a metered run that fails through no fault of the user gives the whole hold back', async () => {
    const { user, cookie } = await createFundedUser(t, 100);
    const automation = await createWebhookAutomation(db(), `${workflow.url}/crash`, {
      pricingModel: 'per_minute',
      tokenCostPerRun: null,
      tokenCostPerMinute: 3,
      maxDurationMinutes: 5,
    });
    const run = await startRunOk(t, cookie, { automationId: automation.id });
    await executeRun(t.runs, run.id);
    expect(await runRow(db(), run.id)).toMatchObject({ status: 'failed', tokensCharged: 0 });
    expect(await ledgerOfRun(run.id)).toEqual([
      ['hold', -15],
      ['release', 15],
    ]);
    expect(await balanceOf(db(), user.id)).toBe(100);
  });

  it('a worker killed mid-run leaves the run to the deadline: failed and refunded, never also completed', async () => {
    const { user, cookie } = await createFundedUser(t, 100);
    const automation = await createWebhookAutomation(db(), `${workflow.url}/accept`, { maxDurationMinutes: 2 });
    const run = await startRunOk(t, cookie, { automationId: automation.id });
    // The worker claimed the run and died before the workflow answered.
    const [claimed] = await claimPendingRuns(db(), [run.id], 60);
    expect(claimed?.status).toBe('running');
    expect(await failOverdueRuns(t.runs, new Date())).toBe(0);
    expect(await failOverdueRuns(t.runs, new Date(Date.now() + 4 * 60_000))).toBe(1);
    const failed = await runRow(db(), run.id);
    expect(failed).toMatchObject({ status: 'failed', failureKind: 'deadline_passed', tokensRefunded: 10 });
    // A restarted worker, or the workflow's late answer, finds the run ended and changes nothing.
    expect(await finishRun(t.runs, run.id, { status: 'completed', result: {} })).toBeNull();
    expect(await ledgerOfRun(run.id)).toEqual([
      ['deduction', -10],
      ['refund', 10],
    ]);
    expect(await balanceOf(db(), user.id)).toBe(100);
    await expectConsistent(user.id);
  });

  it('a deadline passing while the workflow is still answering: whichever ends the run first wins, once', async () => {
    const { user, cookie } = await createFundedUser(t, 100);
    const automation = await createWebhookAutomation(db(), `${workflow.url}/slow`);
    const run = await startRunOk(t, cookie, { automationId: automation.id });
    const inFlight = executeRun(t.runs, run.id);
    await waitForRun(db(), run.id, (status) => status === 'running');
    await failOverdueRuns(t.runs, new Date(Date.now() + 60 * 60_000));
    await inFlight;
    expect(await runRow(db(), run.id)).toMatchObject({ status: 'failed', failureKind: 'deadline_passed' });
    expect(await ledgerOfRun(run.id)).toEqual([
      ['deduction', -10],
      ['refund', 10],
    ]);
    expect(await balanceOf(db(), user.id)).toBe(100);
  });

  it('a queued run no worker picks up fails at its deadline and is refunded', async () => {
    const { user, cookie } = await createFundedUser(t, 100);
    const automation = await createWebhookAutomation(db(), `${workflow.url}/ok`, { maxDurationMinutes: 1 });
    const run = await startRunOk(t, cookie, { automationId: automation.id });
    await failOverdueRuns(t.runs, new Date(Date.now() + 10 * 60_000));
    expect(await runRow(db(), run.id)).toMatchObject({ status: 'failed', failureKind: 'deadline_passed' });
    expect(await balanceOf(db(), user.id)).toBe(100);
  });

  it('a user cancels a queued run and gets the tokens back; a finished run cannot be cancelled', async () => {
    const { user, cookie } = await createFundedUser(t, 100);
    const automation = await createWebhookAutomation(db(), `${workflow.url}/ok`);
    const run = await startRunOk(t, cookie, { automationId: automation.id });
    const cancelled = await t.app.inject({ method: 'POST', url: `/api/runs/${run.id}/cancel`, headers: { cookie } });
    expect(cancelled.json()).toMatchObject({ run: { status: 'cancelled', tokensRefunded: 10 } });
    expect(await balanceOf(db(), user.id)).toBe(100);
    await executeRun(t.runs, run.id);
    expect((await runRow(db(), run.id)).status).toBe('cancelled');
    const again = await t.app.inject({ method: 'POST', url: `/api/runs/${run.id}/cancel`, headers: { cookie } });
    expect(again.statusCode).toBe(409);
  });

  it('a user cancels a running metered run and pays only for its started minutes', async () => {
    const { user, cookie } = await createFundedUser(t, 100);
    const automation = await createWebhookAutomation(db(), `${workflow.url}/accept`, {
      pricingModel: 'per_minute',
      tokenCostPerRun: null,
      tokenCostPerMinute: 4,
      maxDurationMinutes: 10,
    });
    const run = await startRunOk(t, cookie, { automationId: automation.id });
    await executeRun(t.runs, run.id);
    const cancelled = await t.app.inject({ method: 'POST', url: `/api/runs/${run.id}/cancel`, headers: { cookie } });
    expect(cancelled.json()).toMatchObject({ run: { status: 'cancelled', tokensCharged: 4 } });
    expect(await balanceOf(db(), user.id)).toBe(96);
    const late = await t.app.inject({
      method: 'POST',
      url: callbackOf(run.id),
      payload: { status: 'completed', result: {} },
    });
    expect(late.statusCode).toBe(409);
  });

  it('deleting a finished run is permanent and refunds nothing; a run still going must be cancelled first', async () => {
    const { user, cookie } = await createFundedUser(t, 100);
    const automation = await createWebhookAutomation(db(), `${workflow.url}/ok`);
    const pending = await startRunOk(t, cookie, { automationId: automation.id });
    const refused = await t.app.inject({ method: 'DELETE', url: `/api/runs/${pending.id}`, headers: { cookie } });
    expect(refused.statusCode).toBe(409);
    await executeRun(t.runs, pending.id);
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/runs/${pending.id}`, headers: { cookie } });
    expect(deleted.statusCode).toBe(204);
    expect((await t.app.inject({ url: `/api/runs/${pending.id}`, headers: { cookie } })).statusCode).toBe(404);
    expect(await balanceOf(db(), user.id)).toBe(90);
  });

  it('nobody else can read, cancel or delete a run', async () => {
    const owner = await createFundedUser(t, 100);
    const stranger = await createFundedUser(t, 0);
    const automation = await createWebhookAutomation(db(), `${workflow.url}/ok`);
    const run = await startRunOk(t, owner.cookie, { automationId: automation.id });
    const headers = { cookie: stranger.cookie };
    expect((await t.app.inject({ url: `/api/runs/${run.id}`, headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/runs/${run.id}/cancel`, headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/runs/${run.id}`, headers })).statusCode).toBe(404);
    expect((await runRow(db(), run.id)).status).toBe('pending');
  });
});
