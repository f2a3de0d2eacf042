import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ListWebhookDeliveriesResponse,
  RunWebhookEvent,
  WebhookDelivery,
  WebhookEndpointResponse,
} from '@basalt/contracts';
import { userWebhookAttempts } from '../../platform/db/schema';
import { createSignedInUser } from '../../test/auth-helpers';
import { HostileServer } from '../../test/hostile-server';
import {
  balanceOf,
  createFundedUser,
  createRunTestApp,
  createWebhookAutomation,
  startRunOk,
  startRunRequest,
  type RunTestApp,
} from '../../test/run-test-kit';
import { executeRun } from '../runs';
import { attemptDelivery, createUserWebhooksContext, startUserWebhookWorker, type UserWebhooksContext } from '.';
import { TestReceiver } from '../../test/test-receiver';
import { pruneFinishedDeliveries } from './prune-deliveries';

describe('completion webhooks to users', () => {
  let t: RunTestApp;
  let workflow: HostileServer;
  let receiver: TestReceiver;
  let webhooks: UserWebhooksContext;
  beforeAll(async () => {
    workflow = await new HostileServer().start();
    receiver = await new TestReceiver().start();
    t = await createRunTestApp({ OUTBOUND_ALLOWED_HOSTS: workflow.host, USER_WEBHOOK_ALLOWED_HOSTS: receiver.host });
    webhooks = createUserWebhooksContext(t.config, t.database.db, t.jobQueue);
    await startUserWebhookWorker(t.jobQueue!, webhooks);
  });
  afterAll(async () => {
    webhooks.outbound.close();
    await t.close();
    await workflow.close();
    await receiver.close();
  });
  const db = () => t.database.db;

  const api = (cookie: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  async function addEndpoint(cookie: string, url: string, events: string[]) {
    const response = await api(cookie, 'POST', '/api/account/webhook-endpoints', { url, events });
    expect(response.statusCode).toBe(201);
    return (response.json() as WebhookEndpointResponse).endpoint;
  }

  /** Oldest first, so a run's events read in the order they were sent. */
  async function deliveries(cookie: string, eventType?: string): Promise<WebhookDelivery[]> {
    const response = await api(cookie, 'GET', '/api/account/webhook-deliveries');
    expect(response.statusCode).toBe(200);
    const all = (response.json() as ListWebhookDeliveriesResponse).deliveries;
    return all.filter((delivery) => !eventType || delivery.eventType === eventType);
  }

  /** The worker polls; this waits for the delivery of an event to reach a state. */
  async function waitForDelivery(cookie: string, eventType: string, done: (delivery: WebhookDelivery) => boolean) {
    for (let tries = 0; tries < 200; tries++) {
      const [latest] = await deliveries(cookie, eventType);
      if (latest && done(latest)) return latest;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the delivery never got there');
  }

  async function finishedRun(cookie: string, path: string, webhookUrl?: string) {
    const automation = await createWebhookAutomation(db(), `${workflow.url}${path}`);
    const run = await startRunOk(t, cookie, { automationId: automation.id, ...(webhookUrl ? { webhookUrl } : {}) });
    await executeRun(t.runs, run.id);
    return { automation, run };
  }

  it('an endpoint for run.completed gets each completed run’s final state, verifiable with its secret', async () => {
    const { cookie } = await createFundedUser(t, 100);
    const endpoint = await addEndpoint(cookie, `${receiver.url}/default`, ['run.completed']);
    const { secret } = (await api(cookie, 'GET', `/api/account/webhook-endpoints/${endpoint.id}/secret`)).json() as {
      secret: string;
    };
    expect(secret).toMatch(/^whsec_/);

    const { automation, run } = await finishedRun(cookie, '/ok');
    const delivery = await waitForDelivery(cookie, 'run.completed', (d) => d.status === 'delivered');
    expect(delivery).toMatchObject({ runId: run.id, endpointId: endpoint.id, url: `${receiver.url}/default` });
    expect(delivery.attempts).toEqual([expect.objectContaining({ statusCode: 200, error: null })]);

    const [request] = receiver.requestsTo('/default');
    const event = new Webhook(secret).verify(request!.body, request!.headers as Record<string, string>);
    expect(event).toMatchObject({
      type: 'run.completed',
      data: {
        id: run.id,
        status: 'completed',
        automation: { id: automation.id, name: automation.name },
        tokensCharged: 10,
        tokensRefunded: 0,
        result: { summary: 'All done', items: ['a', 'b'] },
        error: null,
      },
    });
    expect(request!.headers['webhook-id']).toBe(`msg_${delivery.id}`);
  });

  it('an API client reads every delivery page by page with limit, cursor and nextCursor', async () => {
    const { cookie } = await createFundedUser(t, 100);
    await addEndpoint(cookie, `${receiver.url}/paged`, ['run.completed']);
    const runIds = [];
    for (let i = 0; i < 3; i++) runIds.push((await finishedRun(cookie, '/ok')).run.id);

    const read = async (query: string) => {
      const response = await api(cookie, 'GET', `/api/account/webhook-deliveries?${query}`);
      expect(response.statusCode).toBe(200);
      return response.json() as ListWebhookDeliveriesResponse;
    };
    const first = await read('limit=2');
    expect(first.deliveries.map((delivery) => delivery.runId)).toEqual([runIds[2], runIds[1]]);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await read(`limit=2&cursor=${first.nextCursor}`);
    expect(second.deliveries.map((delivery) => delivery.runId)).toEqual([runIds[0]]);
    expect(second.nextCursor).toBeNull();
    expect((await api(cookie, 'GET', '/api/account/webhook-deliveries?cursor=nonsense')).statusCode).toBe(422);
  });

  it('finished deliveries stay listed for 30 days, then go with their attempts', async () => {
    const { cookie } = await createFundedUser(t, 100);
    await addEndpoint(cookie, `${receiver.url}/kept`, ['run.completed']);
    await finishedRun(cookie, '/ok');
    const delivery = await waitForDelivery(cookie, 'run.completed', (d) => d.status === 'delivered');
    const created = new Date(delivery.createdAt).getTime();

    await pruneFinishedDeliveries(db(), new Date(created + 29 * 86_400_000));
    expect(await deliveries(cookie)).toHaveLength(1);
    await pruneFinishedDeliveries(db(), new Date(created + 31 * 86_400_000));
    expect(await deliveries(cookie)).toEqual([]);
    expect(await db().$count(userWebhookAttempts, eq(userWebhookAttempts.deliveryId, delivery.id))).toBe(0);
  });

  it('a receiver that fails twice then succeeds gets the event three times, and the user sees each attempt', async () => {
    const { cookie } = await createFundedUser(t, 100);
    receiver.plan('/flaky', [500, 503]);
    await addEndpoint(cookie, `${receiver.url}/flaky`, ['run.failed']);
    const { run } = await finishedRun(cookie, '/crash');
    // The worker makes the first attempt; the retry it schedules is a minute away.
    const first = await waitForDelivery(cookie, 'run.failed', (d) => d.attempts.length === 1);
    expect(first.status).toBe('retrying');
    const firstWait = Date.parse(first.nextAttemptAt!) - Date.parse(first.attempts[0]!.attemptedAt);
    expect(firstWait).toBe(60_000);
    // The scheduled retries, run now instead of after their back-off.
    const second = await attemptDelivery(webhooks, first.id);
    expect(second?.status).toBe('retrying');
    const secondWait =
      second!.nextAttemptAt!.getTime() -
      Date.parse((await deliveries(cookie, 'run.failed'))[0]!.attempts[1]!.attemptedAt);
    expect(secondWait).toBe(120_000);
    expect((await attemptDelivery(webhooks, first.id))?.status).toBe('delivered');

    const requests = receiver.requestsTo('/flaky');
    expect(requests).toHaveLength(3);
    expect(new Set(requests.map((request) => request.headers['webhook-id']))).toEqual(new Set([`msg_${first.id}`]));
    const shown = (await deliveries(cookie, 'run.failed'))[0]!;
    expect(shown).toMatchObject({ runId: run.id, status: 'delivered', nextAttemptAt: null });
    expect(shown.attempts.map((attempt) => attempt.statusCode)).toEqual([500, 503, 200]);
    const body = JSON.parse(requests[2]!.body) as RunWebhookEvent;
    expect(body.type).toBe('run.failed');
    expect(body.data).toMatchObject({ status: 'failed', tokensCharged: 10, tokensRefunded: 10, result: null });
    expect(body.data.error?.kind).toBe('workflow_error');
  });

  it('retries stop 24 hours after the run ended, and Resend tries once more on demand', async () => {
    const { cookie } = await createFundedUser(t, 100);
    receiver.plan('/down', [500, 500, 500]);
    await finishedRun(cookie, '/ok', `${receiver.url}/down`);
    const first = await waitForDelivery(cookie, 'run.completed', (d) => d.attempts.length === 1);
    const dayLater = new Date(Date.parse(first.createdAt) + 24 * 60 * 60_000);
    expect((await attemptDelivery(webhooks, first.id, { now: () => dayLater }))?.status).toBe('failed');
    // A failed delivery is not retried by a stray job.
    expect((await attemptDelivery(webhooks, first.id))?.status).toBe('failed');
    expect(receiver.requestsTo('/down')).toHaveLength(2);

    const other = await createSignedInUser(t);
    expect((await api(other.cookie, 'POST', `/api/account/webhook-deliveries/${first.id}/resend`)).statusCode).toBe(
      404,
    );
    expect(await deliveries(other.cookie)).toEqual([]);

    const resent = await api(cookie, 'POST', `/api/account/webhook-deliveries/${first.id}/resend`);
    expect(resent.statusCode).toBe(200);
    const { delivery } = resent.json() as { delivery: WebhookDelivery };
    expect(delivery.status).toBe('failed');
    expect(delivery.attempts.map((attempt) => attempt.statusCode)).toEqual([500, 500, 500]);
    const again = (await api(cookie, 'POST', `/api/account/webhook-deliveries/${first.id}/resend`)).json() as {
      delivery: WebhookDelivery;
    };
    expect(again.delivery.status).toBe('delivered');
    expect(again.delivery.attempts).toHaveLength(4);
  });

  it('private and loopback URLs are refused when saved and when given for a run, and nothing is charged', async () => {
    const { user, cookie } = await createFundedUser(t, 100);
    for (const url of ['http://169.254.169.254/latest/meta-data/', 'http://10.0.0.1/hook', 'http://127.0.0.1:9/x']) {
      const saved = await api(cookie, 'POST', '/api/account/webhook-endpoints', { url, events: ['run.completed'] });
      expect(saved.statusCode).toBe(422);
      expect(saved.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED', details: [{ path: 'url' }] } });
    }
    expect((await api(cookie, 'GET', '/api/account/webhook-endpoints')).json()).toEqual({ endpoints: [] });
    const automation = await createWebhookAutomation(db(), `${workflow.url}/ok`);
    const started = await startRunRequest(t, cookie, { automationId: automation.id, webhookUrl: 'http://10.0.0.1/' });
    expect(started.statusCode).toBe(422);
    expect(await balanceOf(db(), user.id)).toBe(100);
  });

  it('rotating the run-URL secret signs later deliveries with the new one; it is the owner’s only', async () => {
    const { cookie } = await createFundedUser(t, 100);
    const before = (await api(cookie, 'GET', '/api/account/run-webhook-secret')).json() as { secret: string };
    const rotated = (await api(cookie, 'POST', '/api/account/run-webhook-secret/rotate')).json() as {
      secret: string;
    };
    expect(rotated.secret).not.toBe(before.secret);
    expect((await api(cookie, 'GET', '/api/account/run-webhook-secret')).json()).toEqual(rotated);
    await finishedRun(cookie, '/ok', `${receiver.url}/rotated`);
    await waitForDelivery(cookie, 'run.completed', (d) => d.status === 'delivered');
    const [request] = receiver.requestsTo('/rotated');
    const headers = request!.headers as Record<string, string>;
    expect(() => new Webhook(before.secret).verify(request!.body, headers)).toThrow();
    expect(new Webhook(rotated.secret).verify(request!.body, headers)).toBeTruthy();

    const docs = (await t.app.inject({ url: '/api/docs/json' })).json() as { paths: Record<string, unknown> };
    expect(Object.keys(docs.paths)).toEqual(
      expect.arrayContaining([
        '/api/account/webhook-endpoints',
        '/api/account/webhook-endpoints/{id}/secret/rotate',
        '/api/account/webhook-deliveries/{id}/resend',
      ]),
    );
    expect(Object.keys(docs.paths)).not.toContain('/api/account/webhook');

    const stranger = await createSignedInUser(t);
    expect((await api(stranger.cookie, 'GET', '/api/account/run-webhook-secret')).json()).not.toEqual(rotated);
    expect((await t.app.inject({ method: 'GET', url: '/api/account/run-webhook-secret' })).statusCode).toBe(401);
  });
});
