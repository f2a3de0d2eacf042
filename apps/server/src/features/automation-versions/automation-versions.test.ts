import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminActions, automations, automationVersions } from '../../platform/db/schema';
import { createSignedInUser } from '../../test/auth-helpers';
import { createAutomation, createCategory } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createSignedInUser>>;
let categoryId: string;

beforeAll(async () => {
  // Webhook URLs are checked like the worker's calls: this local address is the allowed one.
  t = await createTestApp({ env: { OUTBOUND_ALLOWED_HOSTS: '127.0.0.1:9' } });
  admin = await createSignedInUser(t, { admin: true, fullName: 'Ada Admin' });
  categoryId = (await createCategory(t.database.db)).id;
});
afterAll(() => t.close());

const db = () => t.database.db;
const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: admin.cookie }, ...(payload && { payload }) });

const topic = { id: 'topic', type: 'text', label: 'Topic', required: true, order: 1 };
const form = (overrides: Record<string, unknown> = {}) => ({
  name: 'Invoice Reader',
  description: 'Reads invoices',
  categoryId,
  webhookUrl: 'http://127.0.0.1:9/invoice',
  customFields: [topic],
  slug: '',
  status: 'published',
  pricingModel: 'per_run',
  tokenCostPerRun: 5,
  tokenCostPerMinute: 0,
  maxDurationMinutes: 10,
  imageUrl: '',
  seoContent: {},
  ...overrides,
});

/** A published automation, created through the admin API, as version 1. */
async function publishedAutomation(name = `Invoice Reader ${crypto.randomUUID().slice(0, 6)}`) {
  const response = await api('POST', '/api/admin/automations', form({ name }));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().automation as { id: string; slug: string; liveVersion: number; hasDraft: boolean };
}

const publicPage = async (slug: string) => (await t.app.inject(`/api/automations/${slug}`)).json().automation;
const auditsOf = (id: string, actionType: string) =>
  db()
    .select()
    .from(adminActions)
    .where(and(eq(adminActions.targetAutomationId, id), eq(adminActions.actionType, actionType as never)))
    .orderBy(adminActions.createdAt);

/** Renames, reprices and adds a field: the edit most tests publish. */
const edit = (automation: { id: string; slug: string }, name: string) =>
  api(
    'PUT',
    `/api/admin/automations/${automation.id}`,
    form({
      name,
      slug: automation.slug,
      tokenCostPerRun: 8,
      customFields: [
        { ...topic, label: 'Subject' },
        { id: 'pages', type: 'number', label: 'Pages', required: false, order: 2 },
      ],
    }),
  );

describe('publishing an automation the first time', () => {
  it('a new published automation is version 1, "First version", published by the admin', async () => {
    const automation = await publishedAutomation();
    expect(automation).toMatchObject({ liveVersion: 1, hasDraft: false });
    const list = (await api('GET', `/api/admin/automations/${automation.id}/versions`)).json();
    expect(list).toMatchObject({
      liveVersion: 1,
      versions: [{ number: 1, note: 'First version', publishedBy: 'Ada Admin', retiredAt: null, isLive: true }],
    });
  });

  it('a draft automation is edited in place until it is published, which makes version 1', async () => {
    const created = (await api('POST', '/api/admin/automations', form({ status: 'draft', name: 'Unready' }))).json();
    expect(created.automation).toMatchObject({ liveVersion: null, hasDraft: false });
    const id = created.automation.id;
    const renamed = await api('PUT', `/api/admin/automations/${id}`, form({ status: 'draft', name: 'Still unready' }));
    expect(renamed.json().automation).toMatchObject({ name: 'Still unready', liveVersion: null, hasDraft: false });
    const published = await api('PUT', `/api/admin/automations/${id}`, form({ name: 'Ready' }));
    expect(published.json().automation).toMatchObject({ name: 'Ready', liveVersion: 1, hasDraft: false });
    const [version] = await db().select().from(automationVersions).where(eq(automationVersions.automationId, id));
    expect(version).toMatchObject({ number: 1, note: 'First version' });
    expect(version!.content.name).toBe('Ready');
  });

  it('publishing draft automations from the list makes version 1 of each', async () => {
    const draft = await createAutomation(db(), { status: 'draft', categoryId });
    expect(draft.liveVersion).toBeNull();
    await api('POST', '/api/admin/automations/bulk-status', { ids: [draft.id], status: 'published' });
    const [row] = await db().select().from(automations).where(eq(automations.id, draft.id));
    expect(row!.liveVersion).toBe(1);
  });
});

describe('editing a published automation', () => {
  it('saves a draft while customers keep the live version', async () => {
    const automation = await publishedAutomation();
    const saved = await edit(automation, 'Invoice Reader Pro');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().automation).toMatchObject({ name: 'Invoice Reader Pro', tokenCostPerRun: 8, hasDraft: true });
    expect(saved.json().automation.draftUpdatedAt).toEqual(expect.any(String));
    const page = await publicPage(automation.slug);
    expect(page).toMatchObject({ name: expect.stringMatching(/^Invoice Reader \w+$/), tokenCostPerRun: 5 });
    expect(page.customFields.map((field: { label: string }) => field.label)).toEqual(['Topic']);
    const [audit] = await auditsOf(automation.id, 'update_automation');
    expect(audit!.details).toMatchObject({ savedTo: 'draft', liveVersion: 1 });
    expect(audit!.details.changed).toEqual(['name', 'tokenCostPerRun', 'customFields']);
  });

  it('saving the editor untouched leaves no draft, even when the fields were stored counting from 0', async () => {
    const automation = await publishedAutomation();
    // Databases seeded before this fix numbered the demo fields from 0; the editor saves them from 1.
    await db()
      .update(automations)
      .set({ customFields: [{ ...topic, order: 0 }] as never })
      .where(eq(automations.id, automation.id));
    const editorForm = (await api('GET', `/api/admin/automations/${automation.id}`)).json().automation;
    const saved = await api(
      'PUT',
      `/api/admin/automations/${automation.id}`,
      form({ name: editorForm.name, slug: automation.slug, customFields: editorForm.customFields }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().automation.hasDraft).toBe(false);
    expect(await auditsOf(automation.id, 'update_automation')).toEqual([]);
  });

  it('the catalogue settings (category, status) change at once, beside the draft', async () => {
    const automation = await publishedAutomation();
    const other = await createCategory(db());
    const saved = await api(
      'PUT',
      `/api/admin/automations/${automation.id}`,
      form({ name: 'Renamed in draft', slug: automation.slug, categoryId: other.id }),
    );
    expect(saved.json().automation).toMatchObject({ categoryId: other.id, hasDraft: true });
    const [row] = await db().select().from(automations).where(eq(automations.id, automation.id));
    expect(row).toMatchObject({ categoryId: other.id, liveVersion: 1 });
    expect(row!.name).not.toBe('Renamed in draft');
    const [audit] = await auditsOf(automation.id, 'update_automation');
    expect(audit!.details).toMatchObject({ savedTo: 'draft and automation', changed: ['name', 'categoryId'] });
  });

  it('discarding the changes shows the live version again', async () => {
    const automation = await publishedAutomation('Discard Me');
    await edit(automation, 'Never shipped');
    expect((await api('DELETE', `/api/admin/automations/${automation.id}/draft`)).statusCode).toBe(204);
    const fetched = (await api('GET', `/api/admin/automations/${automation.id}`)).json().automation;
    expect(fetched).toMatchObject({ name: 'Discard Me', hasDraft: false, draftUpdatedAt: null });
  });
});

describe('publishing, comparing and rolling back versions', () => {
  it('publishes the draft with a note, compares, rolls back and retires, each audited', async () => {
    const automation = await publishedAutomation();
    const original = (await publicPage(automation.slug)).name as string;
    const versions = `/api/admin/automations/${automation.id}/versions`;
    const nothing = await api('POST', versions, { note: 'Nothing yet' });
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().error.message).toBe('There are no unpublished changes');

    await edit(automation, 'Invoice Reader Pro');
    expect((await api('POST', versions, { note: '  ' })).statusCode).toBe(422);
    const published = await api('POST', versions, { note: 'Pages field, new price' });
    expect(published.statusCode, published.body).toBe(201);
    expect(published.json().version).toMatchObject({ number: 2, note: 'Pages field, new price', isLive: true });
    expect(await publicPage(automation.slug)).toMatchObject({ name: 'Invoice Reader Pro', tokenCostPerRun: 8 });
    const publishAudits = (await auditsOf(automation.id, 'publish_automation_version')).map((audit) => audit.details);
    expect(publishAudits).toEqual([
      expect.objectContaining({ number: 1, previousNumber: null, note: 'First version' }),
      expect.objectContaining({ number: 2, previousNumber: 1, note: 'Pages field, new price' }),
    ]);
    expect((await api('GET', `/api/admin/automations/${automation.id}`)).json().automation).toMatchObject({
      liveVersion: 2,
      hasDraft: false,
    });

    const compared = await api('GET', `${versions}/compare?from=1&to=2`);
    expect(compared.statusCode, compared.body).toBe(200);
    expect(compared.json()).toMatchObject({
      from: 1,
      to: 2,
      name: { changed: true, from: original, to: 'Invoice Reader Pro' },
      descriptionChanged: false,
      fields: {
        added: [{ id: 'pages', label: 'Pages' }],
        removed: [],
        changed: [{ id: 'topic', label: 'Subject', properties: ['label'] }],
      },
      price: { changed: true, from: { tokenCostPerRun: 5 }, to: { tokenCostPerRun: 8 } },
      webhook: { urlChanged: false, answerModeChanged: false },
    });
    expect((await api('GET', `${versions}/compare?from=1&to=9`)).statusCode).toBe(404);

    const rolledBack = await api('POST', `${versions}/1/roll-back`, {});
    expect(rolledBack.statusCode, rolledBack.body).toBe(201);
    expect(rolledBack.json().version).toMatchObject({ number: 3, note: 'Rolled back to version 1', isLive: true });
    expect(await publicPage(automation.slug)).toMatchObject({ name: original, tokenCostPerRun: 5 });
    const [rollBackAudit] = await auditsOf(automation.id, 'roll_back_automation_version');
    expect(rollBackAudit!.details).toMatchObject({ from: 2, to: 1, number: 3 });

    const retireLive = await api('POST', `${versions}/3/retire`);
    expect(retireLive.statusCode).toBe(409);
    const retired = await api('POST', `${versions}/2/retire`);
    expect(retired.statusCode, retired.body).toBe(200);
    expect(retired.json().version).toMatchObject({ number: 2, isLive: false, retiredAt: expect.any(String) });
    expect(await auditsOf(automation.id, 'retire_automation_version')).toHaveLength(1);
    expect((await api('POST', `${versions}/7/retire`)).statusCode).toBe(404);

    const list = (await api('GET', versions)).json();
    expect(list.versions.map((v: { number: number; isLive: boolean }) => [v.number, v.isLive])).toEqual([
      [3, true],
      [2, false],
      [1, false],
    ]);
  });

  it('a regular user cannot publish or roll back', async () => {
    const automation = await publishedAutomation();
    const user = await createSignedInUser(t);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/admin/automations/${automation.id}/versions/1/roll-back`,
      headers: { cookie: user.cookie },
      payload: {},
    });
    expect(response.statusCode).toBe(403);
  });
});
