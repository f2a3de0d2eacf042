import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, inArray } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminActions, automations, ledgerEntries, runs } from '../../platform/db/schema';
import { createSignedInUser } from '../../test/auth-helpers';
import { createAutomation, createCategory, createRuns } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { credit, debit } from '../ledger';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createSignedInUser>>;
let categoryId: string;
let workflow: Server;
let workflowUrl: string;
const received: { headers: IncomingMessage['headers']; body: string }[] = [];

beforeAll(async () => {
  workflow = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"summary":"pong"}');
    });
  });
  await new Promise<void>((resolve) => workflow.listen(0, '127.0.0.1', resolve));
  workflowUrl = `http://127.0.0.1:${(workflow.address() as AddressInfo).port}/hook`;
  t = await createTestApp({ env: { OUTBOUND_ALLOWED_HOSTS: new URL(workflowUrl).host } });
  admin = await createSignedInUser(t, { admin: true });
  categoryId = (await createCategory(t.database.db)).id;
});
afterAll(async () => {
  await t.close();
  workflow.close();
});

const db = () => t.database.db;
const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: admin.cookie }, ...(payload && { payload }) });

const form = (overrides: Record<string, unknown> = {}) => ({
  name: 'Invoice Extractor',
  description: 'Reads invoices',
  categoryId,
  webhookUrl: workflowUrl,
  customFields: [],
  slug: '',
  status: 'draft',
  pricingModel: 'per_run',
  tokenCostPerRun: 25,
  tokenCostPerMinute: 3,
  maxDurationMinutes: 15,
  imageUrl: '',
  seoContent: {},
  ...overrides,
});

const firstError = async (payload: object) => {
  const response = await api('POST', '/api/admin/automations', payload);
  expect(response.statusCode).toBe(422);
  return response.json().error.details[0].message as string;
};

describe('creating an automation', () => {
  it('stores every field, generates the slug, returns the signing secret once and audits it', async () => {
    const response = await api(
      'POST',
      '/api/admin/automations',
      form({
        name: 'Café Report: Pro!',
        customFields: [
          { id: 'plan', type: 'select', label: 'Plan', required: true, options: ['Basic', 'Pro'], order: 9 },
          { id: 'sheet', type: 'file', label: 'Sheet', required: true, acceptedFileTypes: ['text/csv'], order: 1 },
        ],
        seoContent: { meta: { title: 'Café reports', description: 'Fast', keywords: ['a', 'b'] } },
      }),
    );
    expect(response.statusCode).toBe(201);
    const { automation, webhookSecret } = response.json();
    expect(webhookSecret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(automation).toMatchObject({
      slug: 'cafe-report-pro',
      status: 'draft',
      tokenCostPerRun: 25,
      tokenCostPerMinute: null,
      maxDurationMinutes: 15,
      webhookUrl: workflowUrl,
      hasWebhookSecret: true,
      imageUrl: null,
    });
    expect(automation.customFields.map((field: { id: string; order: number }) => [field.id, field.order])).toEqual([
      ['plan', 1],
      ['sheet', 2],
    ]);
    expect(automation).not.toHaveProperty('webhookSecret');
    const [stored] = await db().select().from(automations).where(eq(automations.id, automation.id));
    expect(stored).toMatchObject({ webhookSecret, createdBy: admin.user.id });
    const fetched = (await api('GET', `/api/admin/automations/${automation.id}`)).json();
    expect(JSON.stringify(fetched)).not.toContain(webhookSecret);
    const [audit] = await db().select().from(adminActions).where(eq(adminActions.targetAutomationId, automation.id));
    expect(audit).toMatchObject({ actionType: 'create_automation', adminUserId: admin.user.id });
    expect(audit!.details).toMatchObject({ automationName: 'Café Report: Pro!', slug: 'cafe-report-pro' });

    const twin = (await api('POST', '/api/admin/automations', form({ name: 'Café Report: Pro' }))).json();
    expect(twin.automation.slug).toBe('cafe-report-pro-2');
  });

  it('an example input and a sample output are kept and shown on the public page, keys in order (issue 15)', async () => {
    const customFields = [{ id: 'topic', type: 'text', label: 'Topic', required: true, order: 1 }];
    const response = await api(
      'POST',
      '/api/admin/automations',
      form({
        name: 'Example Keeper',
        status: 'published',
        customFields,
        exampleInput: '{"topic": "Quarterly sales"}',
        sampleOutput: '{"summary": "Sales rose", "zeta": 1, "rows": [{"region": "North", "amount": 3}]}',
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const { automation } = response.json();
    expect(automation.exampleInput).toEqual({ topic: 'Quarterly sales' });
    const page = (await t.app.inject(`/api/automations/${automation.slug}`)).json().automation;
    expect(page.exampleInput).toEqual({ topic: 'Quarterly sales' });
    expect(Object.keys(page.sampleOutput)).toEqual(['summary', 'zeta', 'rows']);
    expect(Object.keys(page.sampleOutput.rows[0])).toEqual(['region', 'amount']);

    expect(await firstError(form({ customFields, exampleInput: '{"subject": "x"}' }))).toBe(
      'Example input: "subject" is not a field ID of this form',
    );
    expect(await firstError(form({ sampleOutput: '[1, 2]' }))).toBe(
      'Sample output must be a JSON object, like {"topic": "Quarterly sales"}',
    );
  });

  it('stores how-to steps numbered 1..n in their order and a blank statistic source as none (issue 39)', async () => {
    const step = (order: number, title: string) => ({ order, title, description: `${title} it` });
    const response = await api(
      'POST',
      '/api/admin/automations',
      form({
        seoContent: {
          howToSteps: [step(1, 'Upload'), step(3, 'Check'), step(3, 'Download'), step(2, 'Pick')],
          statistics: [
            { stat: '80%', description: 'faster', source: '   ' },
            { stat: '2x', description: 'more', source: ' Gartner ' },
          ],
        },
      }),
    );
    expect(response.statusCode).toBe(201);
    const { seoContent } = response.json().automation;
    expect(seoContent.howToSteps.map((s: { order: number; title: string }) => [s.order, s.title])).toEqual([
      [1, 'Upload'],
      [2, 'Pick'],
      [3, 'Check'],
      [4, 'Download'],
    ]);
    expect(seoContent.statistics).toEqual([
      { stat: '80%', description: 'faster' },
      { stat: '2x', description: 'more', source: 'Gartner' },
    ]);
  });

  it('keeps or nulls the costs according to the pricing model', async () => {
    const create = async (pricingModel: string) =>
      (
        await api(
          'POST',
          '/api/admin/automations',
          form({ pricingModel, tokenCostPerRun: 7, tokenCostPerMinute: 1.25 }),
        )
      ).json().automation;
    expect(await create('per_run')).toMatchObject({ tokenCostPerRun: 7, tokenCostPerMinute: null });
    expect(await create('per_minute')).toMatchObject({ tokenCostPerRun: null, tokenCostPerMinute: 1.25 });
    expect(await create('hybrid')).toMatchObject({ tokenCostPerRun: 7, tokenCostPerMinute: 1.25 });
    const junk = await api('POST', '/api/admin/automations', form({ tokenCostPerRun: 'abc' }));
    expect(junk.json().automation.tokenCostPerRun).toBe(0);
  });

  it('checks the spec rules in the spec order', async () => {
    const blankSelect = { id: '', type: 'select', label: '', required: false, options: [], order: 1 };
    const everythingWrong = form({
      name: ' ',
      description: '',
      categoryId: '',
      webhookUrl: 'not a url',
      customFields: [blankSelect],
    });
    expect(await firstError(everythingWrong)).toBe('Name is required');
    expect(await firstError({ ...everythingWrong, name: 'N' })).toBe('Description is required');
    expect(await firstError({ ...everythingWrong, name: 'N', description: 'D' })).toBe('Category is required');
    const withCategory = { ...everythingWrong, name: 'N', description: 'D', categoryId };
    expect(await firstError(withCategory)).toBe('Webhook URL must be a valid URL');
    const fieldsOnly = { ...withCategory, webhookUrl: '' };
    expect(await firstError(fieldsOnly)).toBe('Field 1: Label is required');
    const unlabelledId = { ...blankSelect, label: 'Plan' };
    expect(await firstError({ ...fieldsOnly, customFields: [unlabelledId] })).toBe('Field 1: Field ID is required');
    expect(await firstError({ ...fieldsOnly, customFields: [{ ...unlabelledId, id: 'plan' }] })).toBe(
      'Field "Plan": Options are required for select/radio fields',
    );
    const duplicate = [
      { id: 'a', type: 'text', label: 'A', required: false, order: 1 },
      { id: 'a', type: 'text', label: 'B', required: false, order: 2 },
    ];
    expect(await firstError({ ...fieldsOnly, customFields: duplicate })).toBe(
      'Field "B": This field ID already exists',
    );
  });

  it('refuses a taken slug with 409 and an unknown category', async () => {
    const existing = await createAutomation(db());
    const taken = await api('POST', '/api/admin/automations', form({ slug: existing.slug }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe(`The slug "${existing.slug}" is already used by another automation`);
    expect(await firstError(form({ slug: 'Not A Slug' }))).toMatch(/lowercase letters/);
    expect(await firstError(form({ categoryId: crypto.randomUUID() }))).toBe('Category is required');
  });

  it('refuses webhook URLs the worker would refuse (SSRF rules)', async () => {
    for (const url of ['http://10.0.0.1/hook', 'http://169.254.169.254/latest/meta-data/', 'http://[::1]/']) {
      expect(await firstError(form({ webhookUrl: url }))).toBe(
        'Webhook URL must not point to a private, loopback or link-local address (for an engine on your own network or this machine, add its host:port to OUTBOUND_ALLOWED_HOSTS)',
      );
    }
    expect(await firstError(form({ webhookUrl: 'ftp://example.com/x' }))).toBe('Webhook URL must be a valid URL');
  });
});

describe('editing an automation', () => {
  it("saves the form, audits the changed fields, and refuses another automation's slug", async () => {
    const { automation } = (await api('POST', '/api/admin/automations', form({ name: 'Editable' }))).json();
    const saved = await api('PUT', `/api/admin/automations/${automation.id}`, {
      ...form({ name: 'Edited', slug: automation.slug, status: 'published', pricingModel: 'hybrid' }),
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().automation).toMatchObject({ name: 'Edited', status: 'published', tokenCostPerMinute: 3 });
    const audits = await db().select().from(adminActions).where(eq(adminActions.targetAutomationId, automation.id));
    const update = audits.find((audit) => audit.actionType === 'update_automation')!;
    expect(update.details).toMatchObject({
      changed: ['name', 'status', 'pricingModel', 'tokenCostPerMinute'],
      status: { from: 'draft', to: 'published' },
    });
    const other = await createAutomation(db());
    const clash = await api('PUT', `/api/admin/automations/${automation.id}`, form({ slug: other.slug }));
    expect(clash.statusCode).toBe(409);
  });

  it('answers "Automation not found" for an unknown id', async () => {
    const response = await api('GET', `/api/admin/automations/${crypto.randomUUID()}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('Automation not found');
  });

  it('answers a malformed id with 404 "Automation not found", without the internal "params.id: " prefix', async () => {
    const response = await api('GET', '/api/admin/automations/not-an-id');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('Automation not found');
  });
});

describe('managing automations', () => {
  it('lists every status with search, status and category filters and the overall total', async () => {
    const category = await createCategory(db());
    const tag = crypto.randomUUID().slice(0, 6);
    await createAutomation(db(), { name: `Lister ${tag} A`, status: 'draft', categoryId: category.id });
    await createAutomation(db(), { name: `Lister ${tag} B`, status: 'archived' });
    await createAutomation(db(), { name: 'Other', description: `mentions ${tag}`, status: 'published' });
    const all = (await api('GET', `/api/admin/automations?q=${tag}`)).json();
    expect(all.automations).toHaveLength(3);
    expect(all.total).toBeGreaterThan(3);
    const archived = (await api('GET', `/api/admin/automations?q=${tag}&status=archived`)).json();
    expect(archived.automations.map((row: { name: string }) => row.name)).toEqual([`Lister ${tag} B`]);
    expect(archived.automations[0].categoryName).toBeNull();
    const byCategory = (await api('GET', `/api/admin/automations?categoryId=${category.id}`)).json();
    expect(byCategory.automations).toEqual([expect.objectContaining({ categoryName: category.name, runCount: 0 })]);
  });

  it('bulk-archives automations, which leave the marketplace, and audits each', async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    const a = await createAutomation(db(), { name: `Bulky ${tag} one`, status: 'published' });
    const b = await createAutomation(db(), { name: `Bulky ${tag} two`, status: 'published' });
    const marketplace = async () => (await t.app.inject({ url: `/api/automations?q=${tag}` })).json().automations;
    expect(await marketplace()).toHaveLength(2);
    const response = await api('POST', '/api/admin/automations/bulk-status', { ids: [a.id, b.id], status: 'archived' });
    expect(response.json()).toEqual({ updated: 2 });
    expect(await marketplace()).toHaveLength(0);
    const audits = await db()
      .select()
      .from(adminActions)
      .where(inArray(adminActions.targetAutomationId, [a.id, b.id]));
    expect(audits.map((audit) => audit.details.status)).toEqual([
      { from: 'published', to: 'archived' },
      { from: 'published', to: 'archived' },
    ]);
    const none = await api('POST', '/api/admin/automations/bulk-status', { ids: [], status: 'draft' });
    expect(none.json().error.details[0].message).toBe('Please select at least one automation to update.');
  });

  it('deletes automations to the trash, keeping their runs and ledger entries readable', async () => {
    const user = await createSignedInUser(t);
    const doomed = await createAutomation(db(), { name: 'Doomed' });
    await createRuns(db(), doomed.id, ['completed', 'failed'], { userId: user.user.id });
    await credit(db(), { userId: user.user.id, type: 'purchase', amount: 50, description: 'Buy', expiresAt: null });
    await debit(db(), { userId: user.user.id, amount: 10, description: 'Run of Doomed', automationId: doomed.id });

    const response = await api('DELETE', `/api/admin/automations/${doomed.id}`);
    expect(response.json()).toEqual({ deleted: 1 });
    const [trashed] = await db().select().from(automations).where(eq(automations.id, doomed.id));
    expect(trashed).toMatchObject({ deletedBy: admin.user.id, status: 'published' });
    expect(trashed!.deletedAt).toBeInstanceOf(Date);
    const kept = await db().select().from(runs).where(eq(runs.userId, user.user.id));
    expect(kept.map((run) => run.status).sort()).toEqual(['completed', 'failed']);
    const [entry] = await db().select().from(ledgerEntries).where(eq(ledgerEntries.automationId, doomed.id));
    expect(entry).toMatchObject({ description: 'Run of Doomed', amount: -10 });
    const [audit] = await db().select().from(adminActions).where(eq(adminActions.targetAutomationId, doomed.id));
    expect(audit).toMatchObject({ actionType: 'delete_automation' });
    expect(audit!.details).toMatchObject({ automationName: 'Doomed', runsKept: 2 });

    const again = await api('DELETE', `/api/admin/automations/${doomed.id}`);
    expect(again.statusCode).toBe(404);
  });

  it('bulk-deletes the selected automations', async () => {
    const a = await createAutomation(db());
    const b = await createAutomation(db());
    expect((await api('POST', '/api/admin/automations/bulk-delete', { ids: [a.id, b.id] })).json()).toEqual({
      deleted: 2,
    });
    const none = await api('POST', '/api/admin/automations/bulk-delete', { ids: [] });
    expect(none.json().error.details[0].message).toBe('Please select at least one automation to delete.');
  });
});

describe('the webhook signing secret', () => {
  it('rotates the secret (audited) and signs test calls of the saved automation with it', async () => {
    const { automation, webhookSecret } = (
      await api('POST', '/api/admin/automations', form({ name: 'Signed' }))
    ).json();
    const rotated = (await api('POST', `/api/admin/automations/${automation.id}/webhook-secret`)).json();
    expect(rotated.webhookSecret).toMatch(/^whsec_/);
    expect(rotated.webhookSecret).not.toBe(webhookSecret);

    const result = (
      await api('POST', '/api/admin/automations/test-call', { automationId: automation.id, webhookUrl: workflowUrl })
    ).json();
    expect(result).toMatchObject({ status: 200, body: '{"summary":"pong"}', error: null, signed: true });
    const call = received.at(-1)!;
    const payload = new Webhook(rotated.webhookSecret).verify(call.body, call.headers as Record<string, string>);
    expect(payload).toMatchObject({ test: true, automation: { id: automation.id }, input: {} });
    expect(() => new Webhook(webhookSecret).verify(call.body, call.headers as Record<string, string>)).toThrow();
    const audits = await db().select().from(adminActions).where(eq(adminActions.targetAutomationId, automation.id));
    expect(audits.map((audit) => audit.actionType)).toContain('rotate_webhook_secret');
  });
});
