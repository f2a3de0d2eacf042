import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CustomField,
  GetRunDetailResponse,
  ListAdminRunsResponse,
  ListRunsResponse,
  ListTokenTransactionsResponse,
  Run,
} from '@basalt/contracts';
import { automations } from '../../../platform/db/schema';
import { createSignedInUser } from '../../../test/auth-helpers';
import { HostileServer } from '../../../test/hostile-server';
import { publishTestVersion, retireTestVersion } from '../../../test/versions-test-kit';
import {
  balanceOf,
  createFundedUser,
  createRunTestApp,
  createWebhookAutomation,
  runRow,
  topicField,
  type RunTestApp,
} from '../../../test/run-test-kit';
import { executeRun } from '../worker/execute-run';

const pagesField: CustomField = { id: 'pages', type: 'number', label: 'Number of pages', required: true, order: 1 };

/** Issue 40 items 2 and 4: runs remember their version, and programs can pin one until it is retired. */
describe('runs of a version', () => {
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

  /** Invoice Reader: v1 takes a topic for 5 tokens at /ok; v2 (live) also takes pages, costs 8 and calls /ordered. */
  async function invoiceReaderWithTwoVersions() {
    const name = `Invoice Reader ${randomUUID().slice(0, 6)}`;
    const automation = await createWebhookAutomation(db(), `${workflow.url}/ok`, { name, tokenCostPerRun: 5 });
    await publishTestVersion(db(), automation.id, {
      note: 'Counts pages',
      changes: {
        name: `${name} Pro`,
        tokenCostPerRun: 8,
        webhookUrl: `${workflow.url}/ordered`,
        customFields: [topicField, pagesField],
      },
    });
    return { ...automation, name, liveName: `${name} Pro` };
  }
  const start = (cookie: string, body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/runs',
      headers: { cookie },
      payload: { input: { topic: 'March invoices' }, idempotencyKey: randomUUID(), ...body },
    });
  const callsFor = (path: string, runId: string) =>
    workflow.requestsTo(path).filter((request) => (JSON.parse(request.body) as { run_id: string }).run_id === runId);

  it("a program that pins an old version gets that version's fields, price, name and workflow", async () => {
    const reader = await invoiceReaderWithTwoVersions();
    const { user, cookie } = await createFundedUser(t, 100);

    const pinned = await start(cookie, { automationId: reader.slug, version: 1 });
    expect(pinned.statusCode).toBe(201);
    const run = (pinned.json() as { run: Run }).run;
    expect(run).toMatchObject({ automationVersion: 1, automationName: reader.name, quotedTokens: 5, tokensCharged: 5 });
    expect(await balanceOf(db(), user.id)).toBe(95);

    await executeRun(t.runs, run.id);
    expect(callsFor('/ok', run.id)).toHaveLength(1);
    expect(callsFor('/ordered', run.id)).toHaveLength(0);
    expect((await runRow(db(), run.id)).status).toBe('completed');

    const detail = await t.app.inject({ method: 'GET', url: `/api/runs/${run.id}`, headers: { cookie } });
    expect((detail.json() as GetRunDetailResponse).fields).toEqual([{ id: 'topic', label: 'Topic', type: 'text' }]);
  });

  it("an unpinned run, or one pinned to the live version, uses the live version's form, price and workflow", async () => {
    const reader = await invoiceReaderWithTwoVersions();
    const { user, cookie } = await createFundedUser(t, 100);

    const oldInput = await start(cookie, { automationId: reader.id });
    expect(oldInput.statusCode).toBe(422);

    const live = await start(cookie, { automationId: reader.id, input: { topic: 'March', pages: 3 } });
    const samePinned = await start(cookie, {
      automationId: reader.id,
      input: { topic: 'April', pages: 2 },
      version: 2,
    });
    for (const response of [live, samePinned]) {
      expect(response.statusCode).toBe(201);
      expect((response.json() as { run: Run }).run).toMatchObject({
        automationVersion: 2,
        automationName: reader.liveName,
        tokensCharged: 8,
      });
    }
    expect(await balanceOf(db(), user.id)).toBe(84);

    const run = (live.json() as { run: Run }).run;
    await executeRun(t.runs, run.id);
    expect(callsFor('/ordered', run.id)).toHaveLength(1);
    const detail = await t.app.inject({ method: 'GET', url: `/api/runs/${run.id}`, headers: { cookie } });
    expect((detail.json() as GetRunDetailResponse).fields.map((field) => field.label)).toEqual([
      'Topic',
      'Number of pages',
    ]);
  });

  it('a run queued before a publish is still called as the version it was started, priced and checked with', async () => {
    const name = `Report Writer ${randomUUID().slice(0, 6)}`;
    const automation = await createWebhookAutomation(db(), `${workflow.url}/ok`, { name });
    const { cookie } = await createFundedUser(t, 100);
    const run = ((await start(cookie, { automationId: automation.id })).json() as { run: Run }).run;
    await publishTestVersion(db(), automation.id, {
      note: 'New engine',
      changes: { webhookUrl: `${workflow.url}/ordered` },
    });

    await executeRun(t.runs, run.id);
    expect(callsFor('/ok', run.id)).toHaveLength(1);
    expect(callsFor('/ordered', run.id)).toHaveLength(0);
  });

  it('a retired pin answers 409 VERSION_RETIRED naming the live version, an unknown one 404, and nothing is charged', async () => {
    const reader = await invoiceReaderWithTwoVersions();
    const { user, cookie } = await createFundedUser(t, 100);
    await retireTestVersion(db(), reader.id, 1);

    const retired = await start(cookie, { automationId: reader.id, version: 1 });
    expect(retired.statusCode).toBe(409);
    expect(retired.json()).toMatchObject({
      error: { code: 'VERSION_RETIRED', message: `Version 1 of ${reader.liveName} is retired; the live version is 2` },
    });

    const unknown = await start(cookie, { automationId: reader.id, version: 7 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      error: { code: 'NOT_FOUND', message: `Version 7 of ${reader.liveName} does not exist` },
    });
    expect(await balanceOf(db(), user.id)).toBe(100);
  });

  it('the same idempotency key with another version is another request, refused', async () => {
    const reader = await invoiceReaderWithTwoVersions();
    const { cookie } = await createFundedUser(t, 100);
    const idempotencyKey = randomUUID();
    expect((await start(cookie, { automationId: reader.id, version: 1, idempotencyKey })).statusCode).toBe(201);
    const again = await start(cookie, { automationId: reader.id, version: 1, idempotencyKey });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const other = await start(cookie, { automationId: reader.id, idempotencyKey, input: { topic: 'x', pages: 1 } });
    expect(other.json()).toMatchObject({ error: { code: 'IDEMPOTENCY_KEY_REUSED' } });
  });

  it('after a rename the history, the receipts and the admin explorer all show the name and version the run had', async () => {
    const reader = await invoiceReaderWithTwoVersions();
    const { cookie } = await createFundedUser(t, 100);
    const admin = await createSignedInUser(t, { admin: true });
    const run = ((await start(cookie, { automationId: reader.id, version: 1 })).json() as { run: Run }).run;
    await db().update(automations).set({ name: 'Renamed Reader' }).where(eq(automations.id, reader.id));

    const history = await t.app.inject({ method: 'GET', url: '/api/runs?range=all_time', headers: { cookie } });
    const listed = (history.json() as ListRunsResponse).runs.find((item) => item.id === run.id)!;
    expect(listed).toMatchObject({ automationName: reader.name, automationVersion: 1 });
    expect(listed.automation?.name).toBe(reader.name);
    const receipts = await t.app.inject({ method: 'GET', url: '/api/tokens/transactions', headers: { cookie } });
    expect((receipts.json() as ListTokenTransactionsResponse).transactions).toEqual([
      expect.objectContaining({ runId: run.id, automationName: reader.name, description: `Run of ${reader.name}` }),
      expect.anything(),
    ]);

    const explorer = await t.app.inject({
      method: 'GET',
      url: `/api/admin/runs?automationId=${reader.id}`,
      headers: { cookie: admin.cookie },
    });
    expect((explorer.json() as ListAdminRunsResponse).runs).toEqual([
      expect.objectContaining({ id: run.id, automationName: reader.name, automationVersion: 1 }),
    ]);
  });
});
