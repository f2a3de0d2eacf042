import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../test/auth-helpers';
import { createCategory } from '../../test/factories';
import { HostileServer } from '../../test/hostile-server';
import {
  balanceOf,
  createFundedUser,
  createRunTestApp,
  createWebhookAutomation,
  startRunRequest,
  type RunTestApp,
} from '../../test/run-test-kit';

/**
 * Issue 38 item 6 (DESIGN D17, decision 050): an operator allow-lists the private host of their own
 * engine (an internal n8n on loopback) for automations. That must not open it to customers: their
 * webhook endpoints and a run's webhookUrl are refused, while the automation's webhook is accepted.
 */
describe('an engine host the operator allow-lists is for automations only', () => {
  let t: RunTestApp;
  let engine: HostileServer;
  beforeAll(async () => {
    engine = await new HostileServer().start();
    t = await createRunTestApp({ OUTBOUND_ALLOWED_HOSTS: engine.host });
  });
  afterAll(async () => {
    await t.close();
    await engine.close();
  });
  const send = (cookie: string, method: 'POST' | 'GET', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie, origin: t.config.PUBLIC_URL }, ...(payload && { payload }) });
  const engineMessage = "Webhook URL must not point to one of this Basalt's automation engines";

  it("a customer's webhook endpoint to the engine host is refused with a clear message, and nothing is saved", async () => {
    const { cookie } = await createSignedInUser(t);
    const saved = await send(cookie, 'POST', '/api/account/webhook-endpoints', {
      url: `${engine.url}/hook`,
      events: ['run.completed'],
    });
    expect(saved.statusCode).toBe(422);
    expect(saved.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', message: engineMessage, details: [{ path: 'url', message: engineMessage }] },
    });
    expect((await send(cookie, 'GET', '/api/account/webhook-endpoints')).json()).toEqual({ endpoints: [] });
  });

  it("a run's webhookUrl to the engine host is refused before any charge", async () => {
    const { user, cookie } = await createFundedUser(t, 100);
    const automation = await createWebhookAutomation(t.database.db, `${engine.url}/ok`);
    const started = await startRunRequest(t, cookie, { automationId: automation.id, webhookUrl: `${engine.url}/x` });
    expect(started.statusCode).toBe(422);
    expect(started.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED', message: engineMessage } });
    expect(await balanceOf(t.database.db, user.id)).toBe(100);
  });

  it('another loopback address is refused to a customer without the operator hint', async () => {
    const { cookie } = await createSignedInUser(t);
    const saved = await send(cookie, 'POST', '/api/account/webhook-endpoints', {
      url: 'http://127.0.0.1:9/hook',
      events: ['run.completed'],
    });
    expect(saved.statusCode).toBe(422);
    expect(saved.json().error.message).toBe('Webhook URL must not point to a private, loopback or link-local address');
  });

  it("the automation's webhook to the engine host is accepted when an admin saves it", async () => {
    const admin = await createSignedInUser(t, { admin: true });
    const category = await createCategory(t.database.db);
    const created = await send(admin.cookie, 'POST', '/api/admin/automations', {
      name: 'Internal n8n report',
      description: 'Runs on the operator’s own n8n',
      categoryId: category.id,
      webhookUrl: `${engine.url}/ok`,
      customFields: [],
      slug: '',
      status: 'draft',
      pricingModel: 'per_run',
      tokenCostPerRun: 5,
      tokenCostPerMinute: 1,
      maxDurationMinutes: 15,
      imageUrl: '',
      seoContent: {},
    });
    expect(created.statusCode).toBe(201);
  });
});
