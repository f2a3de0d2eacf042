import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_WEBHOOK_ENDPOINTS,
  runWebhookEvent,
  type ListWebhookDeliveriesResponse,
  type WebhookEndpoint,
  type WebhookEndpointResponse,
} from '@basalt/contracts';
import { createSignedInUser } from '../../test/auth-helpers';
import { HostileServer } from '../../test/hostile-server';
import {
  createFundedUser,
  createRunTestApp,
  createWebhookAutomation,
  startRunOk,
  type RunTestApp,
} from '../../test/run-test-kit';
import { executeRun } from '../runs';
import { attemptDelivery, createUserWebhooksContext, type UserWebhooksContext } from '.';
import { TestReceiver } from '../../test/test-receiver';

describe('webhook endpoints by event type', () => {
  let t: RunTestApp;
  let workflow: HostileServer;
  let receiver: TestReceiver;
  let webhooks: UserWebhooksContext;
  beforeAll(async () => {
    workflow = await new HostileServer().start();
    receiver = await new TestReceiver().start();
    t = await createRunTestApp({ OUTBOUND_ALLOWED_HOSTS: workflow.host, USER_WEBHOOK_ALLOWED_HOSTS: receiver.host });
    webhooks = createUserWebhooksContext(t.config, t.database.db, t.jobQueue);
  });
  afterAll(async () => {
    webhooks.outbound.close();
    await t.close();
    await workflow.close();
    await receiver.close();
  });

  const api = (cookie: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const endpoints = '/api/account/webhook-endpoints';

  async function addEndpoint(cookie: string, path: string, events: string[], description?: string) {
    const response = await api(cookie, 'POST', endpoints, { url: `${receiver.url}${path}`, events, description });
    expect(response.statusCode).toBe(201);
    return (response.json() as WebhookEndpointResponse).endpoint;
  }

  const secretOf = async (cookie: string, endpoint: WebhookEndpoint) =>
    ((await api(cookie, 'GET', `${endpoints}/${endpoint.id}/secret`)).json() as { secret: string }).secret;

  async function runTo(cookie: string, path: string) {
    const automation = await createWebhookAutomation(t.database.db, `${workflow.url}${path}`);
    const run = await startRunOk(t, cookie, { automationId: automation.id });
    await executeRun(t.runs, run.id);
    return run.id;
  }

  /**
   * Every delivery of the user, each attempted once here (no worker in this file, so counts are
   * exact and nothing waits on polling; user-webhooks.test.ts covers the queue and retries).
   */
  async function delivered(cookie: string, count: number) {
    const list = async () =>
      ((await api(cookie, 'GET', '/api/account/webhook-deliveries')).json() as ListWebhookDeliveriesResponse)
        .deliveries;
    for (const delivery of await list()) {
      if (delivery.status === 'pending') await attemptDelivery(webhooks, delivery.id);
    }
    const deliveries = await list();
    expect(deliveries.filter((delivery) => delivery.status === 'delivered')).toHaveLength(count);
    return deliveries;
  }

  /** What a receiver path got, as "event run" pairs, each verified with `secret` (which throws otherwise). */
  function receivedAt(path: string, secret: string) {
    return receiver.requestsTo(path).map((request) => {
      const event = runWebhookEvent.parse(
        new Webhook(secret).verify(request.body, request.headers as Record<string, string>),
      );
      return `${event.type} ${event.data.id}`;
    });
  }

  it('two endpoints get exactly the events they chose over a completed, a failed and a cancelled run', async () => {
    const { cookie } = await createFundedUser(t, 100);
    const progress = await addEndpoint(cookie, '/progress', ['run.started', 'run.completed'], 'Progress board');
    const money = await addEndpoint(cookie, '/money', ['run.failed', 'run.refunded']);
    const paused = await addEndpoint(cookie, '/paused', ['run.started', 'run.completed', 'run.failed', 'run.refunded']);
    const disabled = await api(cookie, 'PATCH', `${endpoints}/${paused.id}`, { enabled: false });
    expect(disabled.json()).toMatchObject({ endpoint: { enabled: false } });

    const completed = await runTo(cookie, '/ok');
    const failed = await runTo(cookie, '/crash');
    const automation = await createWebhookAutomation(t.database.db, `${workflow.url}/ok`);
    const queued = await startRunOk(t, cookie, { automationId: automation.id });
    const cancel = await api(cookie, 'POST', `/api/runs/${queued.id}/cancel`);
    expect(cancel.json()).toMatchObject({ run: { status: 'cancelled', tokensRefunded: 10 } });

    const deliveries = await delivered(cookie, 6);
    expect(deliveries).toHaveLength(6);
    const progressSecret = await secretOf(cookie, progress);
    const moneySecret = await secretOf(cookie, money);
    expect(receivedAt('/progress', progressSecret).sort()).toEqual(
      [`run.started ${completed}`, `run.completed ${completed}`, `run.started ${failed}`].sort(),
    );
    expect(receivedAt('/money', moneySecret).sort()).toEqual(
      [`run.failed ${failed}`, `run.refunded ${failed}`, `run.refunded ${queued.id}`].sort(),
    );
    expect(receiver.requestsTo('/paused')).toEqual([]);
    // Each endpoint signs with its own secret: the other's does not verify.
    expect(() => receivedAt('/money', progressSecret)).toThrow();
    expect(() => receivedAt('/progress', moneySecret)).toThrow();

    const refund = receiver.requestsTo('/money').map((request) => runWebhookEvent.parse(JSON.parse(request.body)));
    expect(refund.find((event) => event.type === 'run.refunded' && event.data.id === failed)?.data).toMatchObject({
      status: 'failed',
      tokensRefunded: 10,
      error: { kind: 'workflow_error' },
    });
    const started = receiver.requestsTo('/progress').map((request) => runWebhookEvent.parse(JSON.parse(request.body)));
    expect(started.find((event) => event.type === 'run.started')?.data).toMatchObject({ status: 'running' });

    const listed = await api(cookie, 'GET', `/api/account/webhook-deliveries?endpointId=${money.id}`);
    const forMoney = (listed.json() as ListWebhookDeliveriesResponse).deliveries;
    expect(forMoney).toHaveLength(3);
    expect(new Set(forMoney.map((delivery) => delivery.endpointId))).toEqual(new Set([money.id]));
  });

  it('refuses a bad URL, an endpoint with no events and one over the cap, saying why', async () => {
    const { cookie } = await createFundedUser(t, 100);
    const badUrl = await api(cookie, 'POST', endpoints, { url: 'not a url', events: ['run.completed'] });
    expect(badUrl.statusCode).toBe(422);
    expect(badUrl.body).toContain('Webhook URL must be a valid http(s) URL');
    const ftp = await api(cookie, 'POST', endpoints, { url: 'ftp://hooks.example.com/x', events: ['run.completed'] });
    expect(ftp.statusCode).toBe(422);
    const noEvents = await api(cookie, 'POST', endpoints, { url: `${receiver.url}/x`, events: [] });
    expect(noEvents.statusCode).toBe(422);
    expect(noEvents.body).toContain('Choose at least one event');
    const unknown = await api(cookie, 'POST', endpoints, { url: `${receiver.url}/x`, events: ['run.ended'] });
    expect(unknown.statusCode).toBe(422);
    const loopback = await api(cookie, 'POST', endpoints, { url: 'http://127.0.0.1:9/x', events: ['run.failed'] });
    expect(loopback.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED', details: [{ path: 'url' }] } });

    const made = [];
    for (let count = 0; count < MAX_WEBHOOK_ENDPOINTS; count++)
      made.push(await addEndpoint(cookie, `/n${count}`, ['run.failed']));
    const over = await api(cookie, 'POST', endpoints, { url: `${receiver.url}/over`, events: ['run.failed'] });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ error: { message: expect.stringContaining('at most 10 webhook endpoints') } });

    const emptied = await api(cookie, 'PATCH', `${endpoints}/${made[0]!.id}`, { events: [] });
    expect(emptied.statusCode).toBe(422);
    const list = (await api(cookie, 'GET', endpoints)).json() as { endpoints: WebhookEndpoint[] };
    expect(list.endpoints).toHaveLength(MAX_WEBHOOK_ENDPOINTS);
    expect(list.endpoints[0]!.events).toEqual(['run.failed']);
  });

  it('an endpoint is its owner’s to edit, rotate and delete; deleting takes its deliveries', async () => {
    const { cookie } = await createFundedUser(t, 100);
    const endpoint = await addEndpoint(cookie, '/edited', ['run.completed']);
    const edited = await api(cookie, 'PATCH', `${endpoints}/${endpoint.id}`, {
      description: 'CRM',
      events: ['run.refunded', 'run.completed'],
    });
    expect(edited.json()).toMatchObject({
      endpoint: { description: 'CRM', events: ['run.completed', 'run.refunded'], enabled: true },
    });
    const before = await secretOf(cookie, endpoint);
    const rotated = (await api(cookie, 'POST', `${endpoints}/${endpoint.id}/secret/rotate`)).json() as {
      secret: string;
    };
    expect(rotated.secret).not.toBe(before);
    await runTo(cookie, '/ok');
    await delivered(cookie, 1);
    expect(receivedAt('/edited', rotated.secret)).toHaveLength(1);

    const stranger = await createSignedInUser(t);
    for (const [method, path] of [
      ['GET', `${endpoints}/${endpoint.id}`],
      ['GET', `${endpoints}/${endpoint.id}/secret`],
      ['PATCH', `${endpoints}/${endpoint.id}`],
      ['DELETE', `${endpoints}/${endpoint.id}`],
    ] as const) {
      expect(
        (await api(stranger.cookie, method, path, method === 'PATCH' ? { enabled: false } : undefined)).statusCode,
      ).toBe(404);
    }
    expect((await api(cookie, 'DELETE', `${endpoints}/${endpoint.id}`)).statusCode).toBe(204);
    expect((await api(cookie, 'GET', endpoints)).json()).toEqual({ endpoints: [] });
    expect((await api(cookie, 'GET', '/api/account/webhook-deliveries')).json()).toEqual({
      deliveries: [],
      nextCursor: null,
    });
  });
});
