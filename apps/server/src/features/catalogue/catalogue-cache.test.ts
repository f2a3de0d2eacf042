import { eq } from 'drizzle-orm';
import { getAutomationResponse, listAutomationsResponse } from '@basalt/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { automations, runs } from '../../platform/db/schema';
import { createSignedInUser } from '../../test/auth-helpers';
import { createAutomation, createCategory, createRuns } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('marketplace list cache', () => {
  let t: TestApp;
  const names = async (query: string) =>
    listAutomationsResponse
      .parse((await t.app.inject(`/api/automations?${query}`)).json())
      .automations.map((a) => a.name);
  beforeAll(async () => {
    t = await createTestApp({ env: { CATALOGUE_CACHE_SECONDS: '1' } });
  });
  afterAll(() => t.close());

  it('a catalogue change reaches visitors at once, even inside the cache window', async () => {
    const category = await createCategory(t.database.db);
    const filter = `category=${encodeURIComponent(category.name)}&sort=name_asc`;
    await createAutomation(t.database.db, { name: 'first', categoryId: category.id });
    expect(await names(filter)).toEqual(['first']);

    const second = await createAutomation(t.database.db, { name: 'second', categoryId: category.id });
    await expect.poll(() => names(filter), { timeout: 2000 }).toEqual(['first', 'second']);
    await t.database.db.update(automations).set({ status: 'archived' }).where(eq(automations.id, second.id));
    await expect.poll(() => names(filter), { timeout: 2000 }).toEqual(['first']);
  });

  it('run counts reorder Popular within the cache window, and deleted runs count no more', async () => {
    const category = await createCategory(t.database.db);
    const filter = `category=${encodeURIComponent(category.name)}`;
    const older = await createAutomation(t.database.db, {
      name: 'older',
      categoryId: category.id,
      createdAt: new Date(Date.now() - 60_000),
    });
    await createAutomation(t.database.db, { name: 'newer', categoryId: category.id });
    // Let the change notices of these inserts arrive first; they would clear the page we read next.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await names(filter)).toEqual(['newer', 'older']);

    await createRuns(t.database.db, older.id, ['completed', 'failed']);
    // Runs do not clear the cache: the page stays as it was until its second is up.
    expect(await names(filter)).toEqual(['newer', 'older']);
    await expect.poll(() => names(filter), { timeout: 3000, interval: 200 }).toEqual(['older', 'newer']);

    await t.database.db.delete(runs).where(eq(runs.automationId, older.id));
    await expect.poll(() => names(filter), { timeout: 3000, interval: 200 }).toEqual(['newer', 'older']);
  });
});

describe('automation page cache', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof createSignedInUser>>;
  let categoryId: string;
  const open = (ref: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url: `/api/automations/${ref}`, headers });
  const shown = async (ref: string) => {
    const response = await open(ref);
    return response.statusCode === 200 ? getAutomationResponse.parse(response.json()).automation : response.statusCode;
  };
  const form = (overrides: Record<string, unknown>) => ({
    name: 'Invoice Reader',
    description: 'Reads invoices',
    categoryId,
    webhookUrl: 'http://127.0.0.1:9/hooks/invoices',
    customFields: [],
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
  const save = async (method: 'POST' | 'PUT', url: string, payload: object) => {
    const response = await t.app.inject({ method, url, payload, headers: { cookie: admin.cookie } });
    expect(response.statusCode, response.body).toBe(method === 'POST' ? 201 : 200);
    return response.json().automation as { id: string; slug: string };
  };

  beforeAll(async () => {
    // A window far longer than any test: only the change notice can make new data show in time.
    t = await createTestApp({ env: { CATALOGUE_CACHE_SECONDS: '600', OUTBOUND_ALLOWED_HOSTS: '127.0.0.1:9' } });
    admin = await createSignedInUser(t, { admin: true });
    categoryId = (await createCategory(t.database.db)).id;
  });
  afterAll(() => t.close());

  it('a visitor gets the cached page; a published change by the admin shows at once and unpublishing hides it at once', async () => {
    const { id, slug } = await save('POST', '/api/admin/automations', form({}));
    // Let the notice of the insert arrive first; it would clear the page we read next.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const first = await open(slug);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(getAutomationResponse.parse(first.json()).automation).toMatchObject({ id, name: 'Invoice Reader' });
    expect(first.body).not.toContain('/hooks/invoices');
    expect(await shown(id)).toMatchObject({ successRate: null });

    // Runs send no notice: enough of them for a success badge do not show while the page is cached.
    await createRuns(t.database.db, id, Array<'completed'>(10).fill('completed'));
    expect(await shown(slug)).toMatchObject({ name: 'Invoice Reader', successRate: null });
    expect(await shown(id)).toMatchObject({ successRate: null });

    await save('PUT', `/api/admin/automations/${id}`, form({ name: 'Invoice Reader Pro', slug }));
    await save('POST', `/api/admin/automations/${id}/versions`, { note: 'New name' });
    await expect.poll(async () => shown(slug), { timeout: 2000 }).toMatchObject({ name: 'Invoice Reader Pro' });
    expect(await shown(id)).toMatchObject({ name: 'Invoice Reader Pro', successRate: 100 });

    await save('PUT', `/api/admin/automations/${id}`, form({ name: 'Invoice Reader Pro', slug, status: 'draft' }));
    await expect
      .poll(async () => [await shown(slug), await shown(id), await shown(id.toUpperCase())], { timeout: 2000 })
      .toEqual([404, 404, 404]);
    // The admin still previews the draft; a visitor right after still gets the 404.
    const preview = await open(slug, { cookie: admin.cookie });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().automation).toMatchObject({ id, status: 'draft' });
    expect(await shown(slug)).toBe(404);
  });

  it('a page that was not published is never cached: publishing it shows it at once', async () => {
    const { id, slug } = await save('POST', '/api/admin/automations', form({ status: 'draft' }));
    expect(await shown(slug)).toBe(404);
    await save('PUT', `/api/admin/automations/${id}`, form({ slug, status: 'published' }));
    await expect.poll(async () => shown(slug), { timeout: 2000 }).toMatchObject({ id, status: 'published' });
  });
});
