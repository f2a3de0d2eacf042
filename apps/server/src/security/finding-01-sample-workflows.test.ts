import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unsavedTestCallSecretFrom } from '../features/admin-automations';
import { signWebhook } from '../platform/outbound';
import { createAutomation } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

const productionEnv = { NODE_ENV: 'production', AUTH_SECRET: 'a-production-secret-of-32-characters!' };

/** A service on this machine that must stay private: it counts every connection it gets. */
async function startPrivateService() {
  let connections = 0;
  const server: Server = createServer((_request, response) => response.end('name,secret\nroot,hunter2\n'));
  server.on('connection', () => connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    connections: () => connections,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const csvCleanerCall = (fileUrl: string, automationId?: string) =>
  JSON.stringify({
    run_id: 'security-test',
    automation: { id: automationId, slug: 'csv-cleaner', name: 'CSV cleaner' },
    input: {},
    files: [{ field: 'csv_file', name: 'x.csv', url: fileUrl }],
  });

/**
 * Finding 1: the sample workflows were on in production, took calls from anyone and fetched any
 * file URL (the CSV cleaner then answered what it read). The private service and the refused
 * literals below are the only addresses used, and the fixed code connects to none of them.
 */
describe('finding 1: sample workflows in production', () => {
  let t: TestApp;
  afterAll(() => t?.close());

  it('are not served unless asked for', async () => {
    t = await createTestApp({ env: productionEnv });
    const call = await t.app.inject({
      method: 'POST',
      url: '/sample-workflows/text-summary',
      payload: { input: { text: 'Hello there. This is a text.' } },
    });
    expect(call.statusCode).toBe(404);
    expect((await t.app.inject('/sample-workflows/health')).statusCode).toBe(404);
  });

  it('are served when SAMPLE_WORKFLOWS=true', async () => {
    const asked = await createTestApp({ env: { ...productionEnv, SAMPLE_WORKFLOWS: 'true' } });
    expect((await asked.app.inject('/sample-workflows/health')).statusCode).toBe(200);
    await asked.close();
  });
});

describe('finding 1: sample workflows take signed calls only, and fetch no private address', () => {
  let t: TestApp;
  let privateService: Awaited<ReturnType<typeof startPrivateService>>;
  let automation: { id: string; webhookSecret: string | null };
  beforeAll(async () => {
    t = await createTestApp();
    privateService = await startPrivateService();
    automation = await createAutomation(t.database.db, {
      webhookUrl: `${t.config.SAMPLE_WORKFLOWS_URL}/csv-cleaner`,
      webhookSecret: 'whsec_c2VjdXJpdHktdGVzdC1zZWNyZXQtb2YtMjQtYnl0ZXM=',
    });
  });
  afterAll(async () => {
    await privateService.close();
    await t.close();
  });

  const post = (body: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/sample-workflows/csv-cleaner',
      headers: { 'content-type': 'application/json', ...headers },
      payload: body,
    });
  const signed = (body: string, secret = automation.webhookSecret!) =>
    post(body, signWebhook(secret, 'msg_security-test', body));

  it('refuses an unsigned call, before fetching anything', async () => {
    const response = await post(csvCleanerCall(`${privateService.url}/secret.csv`, automation.id));
    expect(response.statusCode).toBe(401);
    expect(response.body).not.toContain('hunter2');
    expect(privateService.connections()).toBe(0);
  });

  it('refuses a call signed with another secret, or one whose body was changed after signing', async () => {
    const body = csvCleanerCall(`${privateService.url}/secret.csv`, automation.id);
    expect((await signed(body, 'whsec_b3RoZXItc2VjcmV0LW9mLTI0LWJ5dGVzLWxvbmc=')).statusCode).toBe(401);
    const headers = signWebhook(automation.webhookSecret!, 'msg_security-test', body);
    expect((await post(body.replace('x.csv', 'y.csv'), headers)).statusCode).toBe(401);
    expect(privateService.connections()).toBe(0);
  });

  it('refuses a call posing as an unsaved automation’s test call unless Basalt’s one-time test secret signs it', async () => {
    const testId = '6f1c2a3e-6d1b-4c53-9d0a-3a4f5b6c7d8e';
    const testCall = (runId: string) =>
      JSON.stringify({ ...JSON.parse(csvCleanerCall(`${privateService.url}/secret.csv`)), test: true, run_id: runId });
    const body = testCall(testId);
    expect((await post(body)).statusCode).toBe(401);
    expect((await signed(body, 'whsec_Y2hvc2VuLWJ5LXRoZS1jYWxsZXItb2YtMjQtYnl0ZXM=')).statusCode).toBe(401);
    const testSecret = unsavedTestCallSecretFrom(t.config)(testId);
    const headers = signWebhook(testSecret, 'msg_security-test', body);
    expect((await post(testCall('0d9e8f7a-1b2c-4d3e-8f40-5a6b7c8d9e0f'), headers)).statusCode).toBe(401);
    expect(privateService.connections()).toBe(0);
    // Signed as Basalt signs it, the call runs, and still fetches no private address.
    expect((await signed(body, testSecret)).statusCode).toBe(502);
    expect(privateService.connections()).toBe(0);
  });

  it.each([
    ['a loopback service', (url: string) => `${url}/secret.csv`],
    ['a loopback name', (url: string) => `${url.replace('127.0.0.1', 'localhost')}/secret.csv`],
    ['link-local instance metadata', () => 'http://169.254.169.254/latest/meta-data/'],
    ['an IPv4-mapped loopback address', (url: string) => url.replace('127.0.0.1', '[::ffff:127.0.0.1]')],
  ])('a signed call cannot make it fetch %s', async (_what, fileUrl) => {
    const response = await signed(csvCleanerCall(fileUrl(privateService.url), automation.id));
    expect(response.statusCode).toBe(502);
    expect(response.body).not.toContain('hunter2');
    expect(privateService.connections()).toBe(0);
  });
});
