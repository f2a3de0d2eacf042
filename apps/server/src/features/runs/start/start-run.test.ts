import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponse, listRunsResponse, type Run } from '@basalt/contracts';
import { queryRows } from '../../../platform/db/query-rows';
import { automations, ledgerEntries, runs, users } from '../../../platform/db/schema';
import { createSignedInUser } from '../../../test/auth-helpers';
import { HostileServer } from '../../../test/hostile-server';
import {
  balanceOf,
  createFundedUser,
  createRunTestApp,
  createWebhookAutomation,
  startRunOk,
  startRunRequest,
  type RunTestApp,
} from '../../../test/run-test-kit';
import { demoCatalogue } from '../../seed';
import { RUN_QUEUE } from '../worker/run-job';

describe('starting a run', () => {
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
  const entriesOf = (userId: string) => db().select().from(ledgerEntries).where(eq(ledgerEntries.userId, userId));
  /** Run jobs naming a run that does not exist: a start sends its job before it inserts the run. */
  const jobsOfNoRun = async () => {
    const [row] = await queryRows<{ count: number }>(
      db(),
      sql`select count(*)::int as count from pgboss.job j where j.name = ${RUN_QUEUE}
          and not exists (select 1 from runs r where r.id = (j.data->>'runId')::uuid)`,
    );
    return row!.count;
  };

  it('a user with tokens starts a run: it is queued and its cost is charged once', async () => {
    const { user, cookie } = await createFundedUser(t, 100);
    const automation = await createWebhookAutomation(db(), `${workflow.url}/ok`, { tokenCostPerRun: 15 });
    const run = await startRunOk(t, cookie, { automationId: automation.id });
    expect(run).toMatchObject({
      status: 'pending',
      quotedTokens: 15,
      tokensCharged: 15,
      inputData: { topic: 'Quarterly numbers' },
    });
    expect(await balanceOf(db(), user.id)).toBe(85);
    const entries = await entriesOf(user.id);
    expect(entries.filter((entry) => entry.runId === run.id).map((entry) => [entry.type, entry.amount])).toEqual([
      ['deduction', -15],
    ]);
  });

  it('a run keeps the automation’s name in the history after the automation is deleted', async () => {
    const { cookie } = await createFundedUser(t, 100);
    const automation = await createWebhookAutomation(db(), `${workflow.url}/ok`, { name: 'Invoice Tidy-Up' });
    const run = await startRunOk(t, cookie, { automationId: automation.id });
    expect(run).toMatchObject({ automationName: 'Invoice Tidy-Up', automation: { name: 'Invoice Tidy-Up' } });

    await db().delete(automations).where(eq(automations.id, automation.id));
    const { runs: history } = listRunsResponse.parse(
      (await t.app.inject({ url: '/api/runs', headers: { cookie } })).json(),
    );
    expect(history.find((listed) => listed.id === run.id)).toMatchObject({
      automationId: null,
      automation: null,
      automationName: 'Invoice Tidy-Up',
    });
  });

  it('the same idempotency key answers the same run and charges once', async () => {
    const { user, cookie } = await createFundedUser(t, 100);
    const automation = await createWebhookAutomation(db(), `${workflow.url}/ok`);
    const idempotencyKey = randomUUID();
    const first = await startRunOk(t, cookie, { automationId: automation.id, idempotencyKey });
    const second = await startRunOk(t, cookie, { automationId: automation.id, idempotencyKey });
    expect(second.id).toBe(first.id);
    expect(await balanceOf(db(), user.id)).toBe(90);
  });

  it('20 concurrent starts with one idempotency key give one run and one charge', async () => {
    const { user, cookie } = await createFundedUser(t, 1000);
    const automation = await createWebhookAutomation(db(), `${workflow.url}/ok`, { tokenCostPerRun: 7 });
    const idempotencyKey = randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => startRunRequest(t, cookie, { automationId: automation.id, idempotencyKey })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(responses.map((response) => (response.json() as { run: Run }).run.id)).size).toBe(1);
    expect(await db().select().from(runs).where(eq(runs.userId, user.id))).toHaveLength(1);
    expect(await balanceOf(db(), user.id)).toBe(993);
    expect((await entriesOf(user.id)).filter((entry) => entry.type === 'deduction')).toHaveLength(1);
    // The 19 replays sent a job each before their insert found the key taken; all were rolled back.
    expect(await jobsOfNoRun()).toBe(0);
  });

  it("a form the admin edits applies to the very next start, though its fields' rules are kept between starts", async () => {
    const { cookie } = await createFundedUser(t, 100);
    const automation = await createWebhookAutomation(db(), `${workflow.url}/ok`);
    const noTopic = { automationId: automation.id, input: {} };
    expect((await startRunRequest(t, cookie, noTopic)).statusCode).toBe(422);

    const optional = automation.customFields.map((field) => ({ ...field, required: false }));
    await db().update(automations).set({ customFields: optional }).where(eq(automations.id, automation.id));
    expect((await startRunRequest(t, cookie, noTopic)).statusCode).toBe(201);

    await db()
      .update(automations)
      .set({ customFields: automation.customFields })
      .where(eq(automations.id, automation.id));
    const refused = await startRunRequest(t, cookie, noTopic);
    expect(refused.statusCode).toBe(422);
    expect(errorResponse.parse(refused.json()).error.message).toBe('Topic is required');
  });

  it('a signed-out visitor is refused with 401 and nothing is charged', async () => {
    const automation = await createWebhookAutomation(db(), `${workflow.url}/ok`);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/runs',
      payload: { automationId: automation.id, input: { topic: 'x' }, idempotencyKey: randomUUID() },
    });
    expect(response.statusCode).toBe(401);
    expect(errorResponse.parse(response.json()).error.message).toBe('Not authenticated');
  });

  it('a user whose e-mail is not confirmed is refused with 403 and nothing is charged', async () => {
    const { user, cookie } = await createFundedUser(t, 50);
    await db().update(users).set({ emailVerified: false }).where(eq(users.id, user.id));
    const automation = await createWebhookAutomation(db(), `${workflow.url}/ok`);
    const response = await startRunRequest(t, cookie, { automationId: automation.id });
    expect(response.statusCode).toBe(403);
    expect(await balanceOf(db(), user.id)).toBe(50);
    expect(await db().select().from(runs).where(eq(runs.userId, user.id))).toHaveLength(0);
  });

  it('an unpublished automation cannot be run', async () => {
    const { user, cookie } = await createFundedUser(t, 50);
    for (const status of ['draft', 'archived'] as const) {
      const automation = await createWebhookAutomation(db(), `${workflow.url}/ok`, { status });
      const response = await startRunRequest(t, cookie, { automationId: automation.id });
      expect(response.statusCode).toBe(404);
      expect(errorResponse.parse(response.json()).error.message).toBe('Automation not found');
    }
    expect(await balanceOf(db(), user.id)).toBe(50);
  });

  it('invalid input is refused with the form’s message for the first bad field, and nothing is charged', async () => {
    const { user, cookie } = await createFundedUser(t, 50);
    const automation = await createWebhookAutomation(db(), `${workflow.url}/ok`, {
      customFields: [
        { id: 'topic', type: 'text', label: 'Topic', required: true, order: 0 },
        { id: 'email', type: 'email', label: 'E-mail', required: true, order: 1 },
      ],
    });
    const response = await startRunRequest(t, cookie, {
      automationId: automation.id,
      input: { topic: ' ', email: 'x' },
    });
    expect(response.statusCode).toBe(422);
    const { error } = errorResponse.parse(response.json());
    expect(error.message).toBe('Topic is required');
    expect(error.details).toEqual([
      { path: 'topic', message: 'Topic is required' },
      { path: 'email', message: 'Please enter a valid email address' },
    ]);
    expect(await balanceOf(db(), user.id)).toBe(50);
  });

  it('CSV Data Cleaner with neither a file nor pasted text is refused by label before any charge (issue 15 #4)', async () => {
    const { user, cookie } = await createFundedUser(t, 50);
    const seeded = demoCatalogue.find((demo) => demo.slug === 'csv-data-cleaner')!;
    const automation = await createWebhookAutomation(db(), `${workflow.url}/ok`, {
      customFields: seeded.customFields,
    });
    const response = await startRunRequest(t, cookie, {
      automationId: automation.id,
      input: { csv_file: '', csv_text: '  ', dedupe_column: 'email' },
    });
    expect(response.statusCode).toBe(422);
    const { error } = errorResponse.parse(response.json());
    expect(error.message).toBe('Provide CSV file or CSV text');
    expect(error.details).toEqual([{ path: 'csv_file', message: 'Provide CSV file or CSV text' }]);
    expect(await balanceOf(db(), user.id)).toBe(50);
    expect(await db().select().from(runs).where(eq(runs.userId, user.id))).toHaveLength(0);
  });

  it('lengths, ranges and patterns an automation declares are checked by the server before any charge', async () => {
    const { user, cookie } = await createFundedUser(t, 50);
    const automation = await createWebhookAutomation(db(), `${workflow.url}/ok`, {
      customFields: [
        { id: 'topic', type: 'text', label: 'Topic', required: true, order: 0, minLength: 3, maxLength: 10 },
        { id: 'count', type: 'number', label: 'Count', required: false, order: 1, min: 1, max: 5 },
        {
          id: 'code',
          type: 'text',
          label: 'Code',
          required: false,
          order: 2,
          pattern: '[A-Z]{2}\\d{2}',
          patternMessage: 'Use two capitals and two digits, like AB12',
        },
      ],
    });
    const refused = await startRunRequest(t, cookie, {
      automationId: automation.id,
      input: { topic: 'ab', count: 9, code: 'ab12' },
    });
    expect(refused.statusCode).toBe(422);
    expect(errorResponse.parse(refused.json()).error.details).toEqual([
      { path: 'topic', message: 'Topic must be at least 3 characters' },
      { path: 'count', message: 'Count must be at most 5' },
      { path: 'code', message: 'Use two capitals and two digits, like AB12' },
    ]);
    expect(await balanceOf(db(), user.id)).toBe(50);
    await startRunOk(t, cookie, { automationId: automation.id, input: { topic: 'abc', count: 5, code: 'AB12' } });
    expect(await balanceOf(db(), user.id)).toBe(40);
  });

  it('a balance below the quote is refused with 402 and no run is created', async () => {
    const { user, cookie } = await createFundedUser(t, 5);
    const automation = await createWebhookAutomation(db(), `${workflow.url}/ok`, { tokenCostPerRun: 10 });
    const response = await startRunRequest(t, cookie, { automationId: automation.id });
    expect(response.statusCode).toBe(402);
    expect(errorResponse.parse(response.json()).error.code).toBe('INSUFFICIENT_TOKENS');
    expect(await db().select().from(runs).where(eq(runs.userId, user.id))).toHaveLength(0);
    expect(await balanceOf(db(), user.id)).toBe(5);
  });

  it('a per-minute run holds rate x maximum duration; a free automation charges nothing', async () => {
    const { user, cookie } = await createFundedUser(t, 100);
    const metered = await createWebhookAutomation(db(), `${workflow.url}/ok`, {
      pricingModel: 'per_minute',
      tokenCostPerRun: null,
      tokenCostPerMinute: 2.5,
      maxDurationMinutes: 10,
    });
    const run = await startRunOk(t, cookie, { automationId: metered.id });
    expect(run).toMatchObject({ quotedTokens: 25, tokensCharged: 0 });
    expect(await balanceOf(db(), user.id)).toBe(75);
    const free = await createWebhookAutomation(db(), `${workflow.url}/ok`, {
      pricingModel: null,
      tokenCostPerRun: null,
    });
    expect(await startRunOk(t, cookie, { automationId: free.id })).toMatchObject({ quotedTokens: 0, tokensCharged: 0 });
    expect(await balanceOf(db(), user.id)).toBe(75);
  });

  it('a configuration of another user cannot be named', async () => {
    const { cookie } = await createFundedUser(t, 100);
    const other = await createSignedInUser(t);
    const automation = await createWebhookAutomation(db(), `${workflow.url}/ok`);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/configurations',
      headers: { cookie: other.cookie },
      payload: { automationId: automation.id, configName: 'Theirs', configData: { topic: 'x' } },
    });
    const configurationId = (saved.json() as { configuration: { id: string } }).configuration.id;
    const response = await startRunRequest(t, cookie, { automationId: automation.id, configurationId });
    expect(response.statusCode).toBe(404);
  });
});
