import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminActions, automations, ledgerEntries, runs } from '../../../platform/db/schema';
import { queryRows } from '../../../platform/db/query-rows';
import { createSignedInUser, emailsTo } from '../../../test/auth-helpers';
import {
  balanceOf,
  createFundedUser,
  createRunTestApp,
  createWebhookAutomation,
  runRow,
  startRunOk,
  startRunRequest,
  type RunTestApp,
} from '../../../test/run-test-kit';
import { readLedgerState } from '../../ledger';
import { executeRun } from '../worker/execute-run';

/** A workflow that fails (HTTP 500) for a topic containing "fail", refuses "bad" input (422), and answers otherwise. */
function startWorkflow(): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const topic = String((JSON.parse(body || '{}') as { input?: { topic?: string } }).input?.topic ?? '');
      if (request.url?.startsWith('/down') || topic.includes('fail')) {
        response.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"CRM is down"}');
      } else if (topic.includes('bad')) {
        response.writeHead(422, { 'content-type': 'application/json' }).end('{"error":"Topic is not allowed"}');
      } else {
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"summary":"Synced"}');
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    ),
  );
}

let t: RunTestApp;
let workflow: { server: Server; url: string };
let admin: Awaited<ReturnType<typeof createSignedInUser>>;
const db = () => t.database.db;

beforeAll(async () => {
  workflow = await startWorkflow();
  t = await createRunTestApp({ OUTBOUND_ALLOWED_HOSTS: '127.0.0.1' });
  admin = await createSignedInUser(t, { admin: true });
});
afterAll(async () => {
  await t.close();
  workflow.server.close();
});

const adminApi = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: admin.cookie, origin: t.config.PUBLIC_URL }, payload });

/** Starts a run and lets the worker call its workflow. */
async function runOnce(cookie: string, automationId: string, topic = 'fail please') {
  const run = await startRunOk(t, cookie, { automationId, input: { topic } });
  await executeRun(t.runs, run.id);
  return runRow(db(), run.id);
}

const pauseOf = async (id: string) => {
  const [row] = await db().select().from(automations).where(eq(automations.id, id));
  return { pausedAt: row!.pausedAt, reason: row!.pauseReason, lastError: row!.pauseLastError };
};

const refundsOf = (runId: string) =>
  db()
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.runId, runId), eq(ledgerEntries.type, 'refund')));

async function expectBooksBalance(userId: string) {
  const state = await readLedgerState(db(), userId, new Date());
  expect([state.sumOfEntries, state.sumOfLots, state.lotsOffTheirMovements]).toEqual([state.balance, state.balance, 0]);
}

const pausedMails = async (name: string) =>
  (await emailsTo(t, admin.user.email)).filter((mail) => mail.subject === `Automation paused: ${name}`);

describe('automation health (DESIGN D18, issue 39)', () => {
  it('after 5 refunded failures in a row the automation is paused, the admins are e-mailed, and the next run is refused before any charge', async () => {
    const automation = await createWebhookAutomation(db(), `${workflow.url}/down`, { name: `CRM Sync ${Date.now()}` });
    const customer = await createFundedUser(t, 100);
    for (let i = 0; i < 4; i++) expect((await runOnce(customer.cookie, automation.id)).status).toBe('failed');
    expect((await pauseOf(automation.id)).pausedAt).toBeNull();
    const fifth = await runOnce(customer.cookie, automation.id);
    expect(fifth).toMatchObject({ status: 'failed', tokensRefunded: 10 });

    const pause = await pauseOf(automation.id);
    expect(pause.pausedAt).not.toBeNull();
    expect(pause.reason).toBe('5 failures in a row');
    expect(pause.lastError).toMatch(/500/);
    expect(pause.lastError).not.toContain('refunded');
    const [alert, ...more] = await pausedMails(automation.name);
    expect(more).toEqual([]);
    expect(alert!.text).toContain('5 failures in a row');

    const balance = await balanceOf(db(), customer.user.id);
    expect(balance).toBe(100);
    const refused = await startRunRequest(t, customer.cookie, { automationId: automation.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'AUTOMATION_PAUSED' });
    expect(refused.json().error.message).toContain('temporarily unavailable');
    expect(await balanceOf(db(), customer.user.id)).toBe(balance);
    const started = await db().select().from(runs).where(eq(runs.userId, customer.user.id));
    expect(started).toHaveLength(5);
    await expectBooksBalance(customer.user.id);

    const card = (await t.app.inject(`/api/automations/${automation.id}`)).json().automation;
    expect(card.temporarilyUnavailable).toBe(true);
    const list = (await adminApi('GET', '/api/admin/automations')).json().automations as {
      id: string;
      pause: unknown;
    }[];
    expect(list.find((row) => row.id === automation.id)!.pause).toMatchObject({ reason: '5 failures in a row' });
    const banner = (await adminApi('GET', '/api/admin/automation-health/paused')).json();
    expect(banner.automations.map((row: { id: string }) => row.id)).toContain(automation.id);
  });

  it('a workflow refusing the input (4xx, not refunded) is not a platform failure and breaks the streak', async () => {
    const automation = await createWebhookAutomation(db(), workflow.url);
    const customer = await createFundedUser(t, 200);
    for (const topic of ['fail', 'fail', 'fail', 'fail', 'bad', 'fail', 'fail'])
      await runOnce(customer.cookie, automation.id, topic);
    expect((await pauseOf(automation.id)).pausedAt).toBeNull();
    const health = (await adminApi('GET', `/api/admin/automations/${automation.id}/health`)).json();
    expect(health.windows[0]).toMatchObject({ window: '1h', finished: 7, completed: 0, platformFailures: 6 });
  });

  it('over 50% of at least 10 runs failing within the hour pauses it, with the rule in its reason', async () => {
    const automation = await createWebhookAutomation(db(), workflow.url);
    const customer = await createFundedUser(t, 200);
    const topics = ['fail', 'ok', 'fail', 'ok', 'fail', 'ok', 'fail', 'ok', 'fail'];
    for (const topic of topics) await runOnce(customer.cookie, automation.id, topic);
    expect((await pauseOf(automation.id)).pausedAt).toBeNull();
    await runOnce(customer.cookie, automation.id, 'fail');
    expect((await pauseOf(automation.id)).reason).toBe('6 of 10 runs failed in the last hour');
    const health = (await adminApi('GET', `/api/admin/automations/${automation.id}/health`)).json();
    expect(health.windows[0]).toMatchObject({ finished: 10, completed: 4, platformFailures: 6, successRate: 40 });
    expect(health.windows[0].p50Ms).toEqual(expect.any(Number));
    expect(health.windows[0].p95Ms).toBeGreaterThanOrEqual(health.windows[0].p50Ms);
  });

  it('racing failures pause it once and refund every queued run once, and the books balance', async () => {
    const automation = await createWebhookAutomation(db(), `${workflow.url}/down`, { name: `Racing ${Date.now()}` });
    const customers = await Promise.all([createFundedUser(t, 200), createFundedUser(t, 200)]);
    const failing = [];
    for (let i = 0; i < 8; i++)
      failing.push(await startRunOk(t, customers[i % 2]!.cookie, { automationId: automation.id }));
    const queued = [];
    for (let i = 0; i < 6; i++)
      queued.push(await startRunOk(t, customers[i % 2]!.cookie, { automationId: automation.id }));
    await Promise.all(failing.map((run) => executeRun(t.runs, run.id)));

    expect(await pausedMails(automation.name)).toHaveLength(1);
    for (const run of queued) {
      // Its job comes later: the worker does not start it, and nothing is refunded twice.
      await executeRun(t.runs, run.id);
      expect(await runRow(db(), run.id)).toMatchObject({
        status: 'failed',
        failureKind: 'automation_paused',
        startedAt: null,
        tokensRefunded: 10,
      });
      expect(await refundsOf(run.id)).toHaveLength(1);
    }
    for (const run of failing) expect(await refundsOf(run.id)).toHaveLength(1);
    for (const customer of customers) {
      expect(await balanceOf(db(), customer.user.id)).toBe(200);
      await expectBooksBalance(customer.user.id);
    }
    const events = await queryRows<{ count: number }>(
      db(),
      sql`select count(*)::int as count from runs where automation_id = ${automation.id} and status = 'pending'`,
    );
    expect(events[0]!.count).toBe(0);
  });

  it('an admin resumes it only after a successful test call (audited), the customers who asked hear once, and runs work again', async () => {
    const automation = await createWebhookAutomation(db(), `${workflow.url}/down`, {
      name: `Resumable ${Date.now()}`,
      exampleInput: { topic: 'hello' },
    });
    const customer = await createFundedUser(t, 100);
    for (let i = 0; i < 5; i++) await runOnce(customer.cookie, automation.id);
    const ask = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/automations/${automation.id}/notify-when-back`,
        headers: { cookie: customer.cookie, origin: t.config.PUBLIC_URL },
      });
    expect((await ask()).json()).toEqual({ subscribed: true });
    expect((await ask()).statusCode).toBe(200);

    const stillDown = await adminApi('POST', `/api/admin/automations/${automation.id}/resume`);
    expect(stillDown.statusCode).toBe(409);
    expect(stillDown.json().error.message).toContain('stays paused');
    expect((await pauseOf(automation.id)).pausedAt).not.toBeNull();

    await db().update(automations).set({ webhookUrl: workflow.url }).where(eq(automations.id, automation.id));
    const testCall = await adminApi('POST', `/api/admin/automations/${automation.id}/test-call`);
    expect(testCall.json()).toMatchObject({ status: 200, outcome: 'completes' });
    expect(await balanceOf(db(), customer.user.id)).toBe(100);
    const resumed = await adminApi('POST', `/api/admin/automations/${automation.id}/resume`);
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json()).toMatchObject({ resumed: true, testCall: { outcome: 'completes' } });
    expect((await pauseOf(automation.id)).pausedAt).toBeNull();
    const [audit] = await db()
      .select()
      .from(adminActions)
      .where(and(eq(adminActions.actionType, 'resume_automation'), eq(adminActions.targetAutomationId, automation.id)));
    expect(audit!.details).toMatchObject({ reason: '5 failures in a row', testCall: { outcome: 'completes' } });
    const back = (await emailsTo(t, customer.user.email)).filter(
      (mail) => mail.subject === `${automation.name} is back`,
    );
    expect(back).toHaveLength(1);
    expect((await adminApi('POST', `/api/admin/automations/${automation.id}/resume`)).statusCode).toBe(409);

    // The failures before the resume no longer count: one more failure does not pause it again.
    await runOnce(customer.cookie, automation.id, 'fail');
    expect((await pauseOf(automation.id)).pausedAt).toBeNull();
    expect((await runOnce(customer.cookie, automation.id, 'fine')).status).toBe('completed');
    expect((await ask()).statusCode).toBe(409);
  });

  it('the thresholds are an admin setting with documented defaults; changes are audited and bad values refused', async () => {
    const url = '/api/admin/settings/automation-health';
    expect((await adminApi('GET', url)).json()).toEqual({
      failuresInARow: 5,
      failureRatePercent: 50,
      failureRateMinRuns: 10,
      failureRateWindowMinutes: 60,
      isSet: false,
    });
    const bad = await adminApi('PUT', url, {
      failuresInARow: 0,
      failureRatePercent: 50,
      failureRateMinRuns: 10,
      failureRateWindowMinutes: 60,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.details[0].message).toBe('Failures in a row must be at least 1');
    const customer = await createFundedUser(t, 0);
    const forbidden = await t.app.inject({
      method: 'PUT',
      url,
      headers: { cookie: customer.cookie, origin: t.config.PUBLIC_URL },
      payload: { failuresInARow: 2, failureRatePercent: 50, failureRateMinRuns: 10, failureRateWindowMinutes: 60 },
    });
    expect(forbidden.statusCode).toBe(403);

    const saved = await adminApi('PUT', url, {
      failuresInARow: 2,
      failureRatePercent: 50,
      failureRateMinRuns: 10,
      failureRateWindowMinutes: 60,
    });
    expect(saved.json()).toMatchObject({ failuresInARow: 2, isSet: true });
    try {
      const [audit] = await db()
        .select()
        .from(adminActions)
        .where(eq(adminActions.actionType, 'update_health_thresholds'));
      expect(audit!.details).toMatchObject({ failuresInARow: { from: 5, to: 2 } });
      const automation = await createWebhookAutomation(db(), `${workflow.url}/down`);
      const funded = await createFundedUser(t, 50);
      await runOnce(funded.cookie, automation.id);
      expect((await pauseOf(automation.id)).pausedAt).toBeNull();
      await runOnce(funded.cookie, automation.id);
      expect((await pauseOf(automation.id)).reason).toBe('2 failures in a row');
    } finally {
      await adminApi('PUT', url, {
        failuresInARow: 5,
        failureRatePercent: 50,
        failureRateMinRuns: 10,
        failureRateWindowMinutes: 60,
      });
    }
  });
});
