import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRun } from '../features/runs';
import { createSignedInUser, latestEmailLink, pathOf, postAuth, testPassword } from '../test/auth-helpers';
import { createTestApp, type TestApp } from '../test/test-app';
import {
  createFundedUser,
  createRunTestApp,
  createWebhookAutomation,
  runRow,
  startRunOk,
  type RunTestApp,
} from '../test/run-test-kit';

/**
 * Finding 11: Basalt's own address was allow-listed (the samples live there), so a user's
 * completion webhook or a workflow's result-file URL could point at any page of Basalt (a result
 * file stored /dev/mailbox); API keys outlived a password reset; users read the admin's e-mail in
 * the description of an adjustment.
 */
describe('finding 11: a completion webhook may not point at Basalt itself', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'http://127.0.0.1:4399' } });
    ({ cookie } = await createSignedInUser(t));
  });
  afterAll(() => t.close());
  const setWebhook = (url: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/account/webhook-endpoints',
      headers: { cookie, origin: t.config.PUBLIC_URL },
      payload: { url, events: ['run.completed'] },
    });

  it.each(['/dev/mailbox', '/api/admin/users', '/sample-workflows/../dev/mailbox', '/metrics'])(
    'PUBLIC_URL + %s is refused',
    async (path) => {
      const response = await setWebhook(`${t.config.PUBLIC_URL}${path}`);
      expect(response.statusCode).toBe(422);
    },
  );

  // Customers' destinations never reach Basalt, samples included (DESIGN D17, decision 050).
  it('a sample workflow path is refused too', async () => {
    expect((await setWebhook(`${t.config.SAMPLE_WORKFLOWS_URL}/noop`)).statusCode).toBe(422);
  });
});

describe("finding 11: a workflow's result file may not be a page of Basalt", () => {
  let t: RunTestApp;
  let workflow: Server;
  let workflowHost: string;
  beforeAll(async () => {
    // The workflow answers a result file link to Basalt's own development mailbox.
    workflow = createServer((request, response) => {
      request.resume();
      request.on('end', () =>
        response
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ summary: 'Here', output_file_url: `${t.url}/dev/mailbox` })),
      );
    });
    await new Promise<void>((resolve) => workflow.listen(0, '127.0.0.1', resolve));
    workflowHost = `127.0.0.1:${(workflow.address() as AddressInfo).port}`;
    t = await createRunTestApp({ OUTBOUND_ALLOWED_HOSTS: workflowHost });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => workflow.close(() => resolve()));
  });

  it('fails the run (refunded) instead of storing the page', async () => {
    const { cookie } = await createFundedUser(t, 50);
    await createSignedInUser(t, { email: 'someone-private@example.com' });
    const automation = await createWebhookAutomation(t.database.db, `http://${workflowHost}/hook`);
    const run = await startRunOk(t, cookie, { automationId: automation.id });
    await executeRun(t.runs, run.id);
    const row = await runRow(t.database.db, run.id);
    expect(row.status).toBe('failed');
    expect(JSON.stringify(row.resultData ?? {})).not.toContain('basalt-file:');
  });
});

describe('finding 11: API keys and passwords', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function userWithKey() {
    const signedIn = await createSignedInUser(t);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/api-keys',
      headers: { cookie: signedIn.cookie, origin: t.config.PUBLIC_URL },
      payload: { name: 'Laptop script' },
    });
    expect(created.statusCode).toBe(201);
    const key = created.json<{ key: string }>().key;
    const keyWorks = async () =>
      (await t.app.inject({ url: '/api/tokens/balance', headers: { authorization: `Bearer ${key}` } })).statusCode ===
      200;
    expect(await keyWorks()).toBe(true);
    return { ...signedIn, keyWorks };
  }

  it('a password reset revokes every API key', async () => {
    const { user, keyWorks } = await userWithKey();
    await postAuth(t, '/request-password-reset', { email: user.email, redirectTo: '/reset-password' });
    const landing = await t.app.inject({ url: pathOf(await latestEmailLink(t, user.email, /reset/i)) });
    const token = new URL(landing.headers.location as string, t.config.PUBLIC_URL).searchParams.get('token')!;
    expect((await postAuth(t, '/reset-password', { token, newPassword: 'Brand-New-Passphrase-1' })).statusCode).toBe(
      200,
    );
    expect(await keyWorks()).toBe(false);
  });

  it('a password change keeps API keys unless the user asks to revoke them too (D16)', async () => {
    const kept = await userWithKey();
    const change = (cookie: string, newPassword: string, revokeApiKeys?: boolean) =>
      postAuth(t, '/change-password', { currentPassword: testPassword, newPassword, revokeApiKeys }, { cookie });
    expect((await change(kept.cookie, 'Brand-New-Passphrase-2')).statusCode).toBe(200);
    expect(await kept.keyWorks()).toBe(true);

    const revoked = await userWithKey();
    expect((await change(revoked.cookie, 'Brand-New-Passphrase-3', true)).statusCode).toBe(200);
    expect(await revoked.keyWorks()).toBe(false);
  });

  it('a wrong current password changes nothing and keeps the keys', async () => {
    const { cookie, keyWorks } = await userWithKey();
    const refused = await postAuth(
      t,
      '/change-password',
      { currentPassword: 'Not-The-Password-9', newPassword: 'Brand-New-Passphrase-3' },
      { cookie },
    );
    expect(refused.statusCode).toBe(400);
    expect(await keyWorks()).toBe(true);
  });
});

describe("finding 11: an admin adjustment does not show users the admin's e-mail", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('the user reads "Basalt support"; the audit log keeps the admin', async () => {
    const admin = await createSignedInUser(t, { admin: true, email: 'ops-person@example.com' });
    const user = await createSignedInUser(t);
    const adjusted = await t.app.inject({
      method: 'POST',
      url: '/api/admin/tokens/adjustments',
      headers: { cookie: admin.cookie, origin: t.config.PUBLIC_URL },
      payload: { userId: user.user.id, amount: 25, reason: 'Goodwill for the outage' },
    });
    expect(adjusted.statusCode).toBe(200);

    const history = await t.app.inject({ url: '/api/tokens/transactions', headers: { cookie: user.cookie } });
    expect(history.body).not.toContain('ops-person@example.com');
    expect(history.body).toContain('Basalt support: Goodwill for the outage');
    const csv = await t.app.inject({ url: '/api/tokens/transactions/export.csv', headers: { cookie: user.cookie } });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).not.toContain('ops-person@example.com');

    const audit = await t.app.inject({ url: '/api/admin/audit-log', headers: { cookie: admin.cookie } });
    expect(audit.body).toContain('ops-person@example.com');
  });
});
