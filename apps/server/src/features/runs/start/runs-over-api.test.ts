import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateApiKeyResponse, ListRunsResponse, ListTokenTransactionsResponse, Run } from '@basalt/contracts';
import { runs } from '../../../platform/db/schema';
import { createAutomation } from '../../../test/factories';
import { newWebhookSecret } from '../../../platform/outbound';
import { HostileServer } from '../../../test/hostile-server';
import {
  balanceOf,
  createFundedUser,
  createRunTestApp,
  createWebhookAutomation,
  topicField,
  type RunTestApp,
} from '../../../test/run-test-kit';
import { RUN_QUEUE, workRuns } from '../worker/run-job';

/** Issue 8.2: an API client starts, waits for, reads, lists, cancels and follows runs with a key. */
describe('runs over the API with a key', () => {
  let t: RunTestApp;
  let workflow: HostileServer;
  beforeAll(async () => {
    workflow = await new HostileServer().start();
    // A user's own webhook may not be the engine's host (D17); the refused start never calls it.
    t = await createRunTestApp({ OUTBOUND_ALLOWED_HOSTS: workflow.host, USER_WEBHOOK_ALLOWED_HOSTS: '127.0.0.1:9' });
    await workRuns(t.jobQueue!, t.runs);
  });
  afterAll(async () => {
    await t.jobQueue?.offWork(RUN_QUEUE);
    await t.close();
    await workflow.close();
  });
  const db = () => t.database.db;

  async function apiClient(tokens = 100) {
    const { user, cookie } = await createFundedUser(t, tokens);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/api-keys',
      headers: { cookie },
      payload: { name: 'Script' },
    });
    const { key } = created.json() as CreateApiKeyResponse;
    return { user, cookie, headers: { authorization: `Bearer ${key}` } };
  }
  const noopAutomation = () =>
    createAutomation(db(), {
      webhookUrl: `${t.url}/sample-workflows/noop`,
      // The sample workflows answer signed calls only.
      webhookSecret: newWebhookSecret(),
      customFields: [],
      tokenCostPerRun: 5,
    });
  const start = (headers: Record<string, string>, automationId: string, extra: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/runs',
      headers: { ...headers, ...extra },
      payload: { automationId, input: {} },
    });

  it('Prefer: wait answers with the finished run of a fast workflow', async () => {
    const { headers } = await apiClient();
    const automation = await noopAutomation();
    const response = await start(headers, automation.id, { prefer: 'wait=30' });
    expect(response.statusCode).toBe(201);
    expect(response.headers['preference-applied']).toBe('wait=30');
    expect((response.json() as { run: Run }).run).toMatchObject({
      status: 'completed',
      resultData: { summary: 'Nothing to do.' },
      tokensCharged: 5,
    });
  });

  it('Prefer: wait answers with the run still going when a slow workflow has not ended in time', async () => {
    const { headers } = await apiClient();
    // The workflow accepts the run and never calls back: it stays running.
    const automation = await createWebhookAutomation(db(), `${workflow.url}/accept`);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/runs',
      headers: { ...headers, prefer: 'respond-async, wait=1' },
      payload: { automationId: automation.id, input: { topic: 'Slow things' } },
    });
    expect(response.statusCode).toBe(201);
    expect(response.headers['preference-applied']).toBe('wait=1');
    const run = (response.json() as { run: Run }).run;
    expect(['pending', 'running']).toContain(run.status);

    // Once the run has ended, a read with a wait answers at once.
    const cancel = await t.app.inject({ method: 'POST', url: `/api/runs/${run.id}/cancel`, headers });
    expect(cancel.json()).toMatchObject({ run: { status: 'cancelled' } });
    const read = await t.app.inject({ url: `/api/runs/${run.id}`, headers: { ...headers, prefer: 'wait=60' } });
    expect(read.headers['preference-applied']).toBe('wait=60');
    expect(read.json()).toMatchObject({ run: { id: run.id, status: 'cancelled' } });
  });

  it('a waiting read wakes when the run ends', async () => {
    const { headers } = await apiClient();
    const automation = await createWebhookAutomation(db(), `${workflow.url}/accept`);
    const valid = await t.app.inject({
      method: 'POST',
      url: '/api/runs',
      headers,
      payload: { automationId: automation.id, input: { topic: 'Wake me' } },
    });
    const run = (valid.json() as { run: Run }).run;
    const waiting = t.app.inject({ url: `/api/runs/${run.id}`, headers: { ...headers, prefer: 'wait=60' } });
    await t.app.inject({ method: 'POST', url: `/api/runs/${run.id}/cancel`, headers });
    expect((await waiting).json()).toMatchObject({ run: { status: 'cancelled' } });
  });

  it('the same Idempotency-Key twice gives one run, charged once', async () => {
    const { user, headers } = await apiClient(100);
    const automation = await noopAutomation();
    const key = { 'idempotency-key': `order-${randomUUID()}` };
    const first = await start(headers, automation.id, key);
    const second = await start(headers, automation.id, key);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(second.headers['idempotent-replayed']).toBe('true');
    const firstRun = (first.json() as { run: Run }).run;
    expect((second.json() as { run: Run }).run.id).toBe(firstRun.id);
    expect(await db().select().from(runs).where(eq(runs.userId, user.id))).toHaveLength(1);
    expect(await balanceOf(db(), user.id)).toBe(95);

    const conflicting = await t.app.inject({
      method: 'POST',
      url: '/api/runs',
      headers: { ...headers, ...key },
      payload: { automationId: automation.id, input: {}, idempotencyKey: 'another-key-1234' },
    });
    expect(conflicting.statusCode).toBe(422);
  });

  it('the same Idempotency-Key with a different input is refused with 422 and charges nothing more', async () => {
    const { user, headers } = await apiClient(100);
    const automation = await createAutomation(db(), {
      webhookUrl: `${t.url}/sample-workflows/noop`,
      webhookSecret: newWebhookSecret(),
      customFields: [topicField],
      tokenCostPerRun: 5,
    });
    const key = { 'idempotency-key': `order-${randomUUID()}` };
    const send = (topic: string, extra: Record<string, unknown> = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/api/runs',
        headers: { ...headers, ...key },
        payload: { automationId: automation.id, input: { topic }, ...extra },
      });
    expect((await send('Quarterly numbers')).statusCode).toBe(201);

    const reused = await send('Yearly numbers');
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({ error: { code: 'IDEMPOTENCY_KEY_REUSED' } });
    const otherWebhook = await send('Quarterly numbers', { webhookUrl: 'http://127.0.0.1:9/hook' });
    expect(otherWebhook.json()).toMatchObject({ error: { code: 'IDEMPOTENCY_KEY_REUSED' } });
    expect(await db().select().from(runs).where(eq(runs.userId, user.id))).toHaveLength(1);
    expect(await balanceOf(db(), user.id)).toBe(95);

    // The first request, with its keys in another order, is still a replay.
    const replay = await t.app.inject({
      method: 'POST',
      url: '/api/runs',
      headers: { ...headers, ...key },
      payload: { input: { topic: 'Quarterly numbers' }, automationId: automation.id, configurationId: null },
    });
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
  });

  it('a key used with another automation is refused as reused', async () => {
    const { headers } = await apiClient(100);
    const [first, second] = [await noopAutomation(), await noopAutomation()];
    const key = { 'idempotency-key': `order-${randomUUID()}` };
    expect((await start(headers, first.id, key)).statusCode).toBe(201);
    const other = await start(headers, second.id, key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ error: { code: 'IDEMPOTENCY_KEY_REUSED' } });
  });

  it('a key reads, lists and follows its own runs', async () => {
    const { headers } = await apiClient();
    const automation = await noopAutomation();
    const run = ((await start(headers, automation.id, { prefer: 'wait=30' })).json() as { run: Run }).run;
    const read = await t.app.inject({ url: `/api/runs/${run.id}`, headers });
    expect(read.headers['preference-applied']).toBeUndefined();
    expect(read.json()).toMatchObject({ run: { id: run.id, status: 'completed' } });
    const list = await t.app.inject({ url: '/api/runs', headers });
    expect((list.json() as ListRunsResponse).runs.map((listed) => listed.id)).toEqual([run.id]);
    const events = await fetch(`${t.url}/api/runs/${run.id}/events`, { headers });
    expect(events.headers.get('content-type')).toContain('text/event-stream');
    expect(await events.text()).toContain('"status":"completed"');
  });

  it("another user's runs are not reachable with a key", async () => {
    const owner = await apiClient();
    const stranger = await apiClient();
    const automation = await createWebhookAutomation(db(), `${workflow.url}/accept`);
    const run = (
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/runs',
          headers: owner.headers,
          payload: { automationId: automation.id, input: { topic: 'Private' } },
        })
      ).json() as { run: Run }
    ).run;
    const attempts = await Promise.all([
      t.app.inject({ url: `/api/runs/${run.id}`, headers: stranger.headers }),
      t.app.inject({ url: `/api/runs/${run.id}`, headers: { ...stranger.headers, prefer: 'wait=5' } }),
      t.app.inject({ method: 'POST', url: `/api/runs/${run.id}/cancel`, headers: stranger.headers }),
      t.app.inject({ method: 'DELETE', url: `/api/runs/${run.id}`, headers: stranger.headers }),
      t.app.inject({ url: `/api/runs/${run.id}/events`, headers: stranger.headers }),
    ]);
    expect(attempts.map((response) => response.statusCode)).toEqual([404, 404, 404, 404, 404]);
    const list = await t.app.inject({ url: '/api/runs', headers: stranger.headers });
    expect((list.json() as ListRunsResponse).total).toBe(0);
    expect((await t.app.inject({ url: `/api/runs/${run.id}`, headers: owner.headers })).statusCode).toBe(200);
  });
  it('every charge names the API key that caused it; a charge from the web names none', async () => {
    const { cookie, headers } = await apiClient();
    const automation = await noopAutomation();
    expect((await start(headers, automation.id, { prefer: 'wait=30' })).statusCode).toBe(201);
    expect((await start({ cookie }, automation.id)).statusCode).toBe(201);
    const listed = await t.app.inject({ method: 'GET', url: '/api/tokens/transactions', headers });
    const charges = (listed.json() as ListTokenTransactionsResponse).transactions.filter((entry) => entry.amount < 0);
    expect(charges.map((entry) => entry.apiKeyName)).toEqual([null, 'Script']);
  });
});
