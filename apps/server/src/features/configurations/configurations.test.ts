import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configurationResponse, listConfigurationsResponse } from '@basalt/contracts';
import { createSignedInUser } from '../../test/auth-helpers';
import { createAutomation, createCategory } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('saved configurations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const db = () => t.database.db;
  const fields = [
    { id: 'topic', type: 'text' as const, label: 'Topic', required: true, order: 0 },
    { id: 'count', type: 'number' as const, label: 'Count', required: false, order: 1 },
  ];

  async function save(
    cookie: string,
    automationId: string,
    configName: string | null,
    configData: object = { topic: 'x' },
  ) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/configurations',
      headers: { cookie },
      payload: { automationId, configName, configData },
    });
    expect(response.statusCode, response.body).toBe(201);
    return configurationResponse.parse(response.json()).configuration;
  }
  const list = async (cookie: string, query = '') =>
    listConfigurationsResponse.parse(
      (await t.app.inject({ url: `/api/configurations${query}`, headers: { cookie } })).json(),
    ).configurations;

  it('a saved configuration’s preview lists its fields in form order, by label, without empty values (issue 15 #6)', async () => {
    const { cookie } = await createSignedInUser(t);
    const automation = await createAutomation(db(), {
      customFields: [
        { id: 'notes', type: 'textarea', label: 'Notes', required: false, order: 2 },
        ...fields,
        { id: 'urgent', type: 'checkbox', label: 'Urgent', required: false, order: 3 },
      ],
    });
    await save(cookie, automation.id, 'Preview', { urgent: true, notes: '', count: 4, topic: 'Sales' });
    const [listed] = await list(cookie);
    expect(listed!.preview).toEqual([
      { label: 'Topic', value: 'Sales' },
      { label: 'Count', value: '4' },
      { label: 'Urgent', value: 'Yes' },
    ]);
  });

  it('a user saves a configuration with its automation, keeping only the form’s fields', async () => {
    const { cookie } = await createSignedInUser(t);
    const category = await createCategory(db());
    const automation = await createAutomation(db(), { customFields: fields, categoryId: category.id });
    const saved = await save(cookie, automation.id, '  Weekly report  ', { topic: 'Sales', count: 3, injected: 'x' });
    expect(saved).toMatchObject({
      configName: 'Weekly report',
      configData: { topic: 'Sales', count: 3 },
      automation: { id: automation.id, name: automation.name, slug: automation.slug, category: category.name },
    });
    expect(await save(cookie, automation.id, '   ')).toMatchObject({ configName: null });
  });

  it('searches by name, filters by category and sorts newest, oldest or A-Z', async () => {
    const { cookie } = await createSignedInUser(t);
    const sales = await createCategory(db());
    const other = await createCategory(db());
    const a = await createAutomation(db(), { customFields: fields, categoryId: sales.id, name: 'Zeta cleaner' });
    const b = await createAutomation(db(), { customFields: fields, categoryId: other.id, name: 'Alpha writer' });
    await save(cookie, a.id, 'Bravo');
    await save(cookie, b.id, null);
    await save(cookie, a.id, 'Charlie');
    expect((await list(cookie)).map((c) => c.configName)).toEqual(['Charlie', null, 'Bravo']);
    expect((await list(cookie, '?sort=oldest')).map((c) => c.configName)).toEqual(['Bravo', null, 'Charlie']);
    expect((await list(cookie, '?sort=a-z')).map((c) => c.configName ?? c.automation.name)).toEqual([
      'Alpha writer',
      'Bravo',
      'Charlie',
    ]);
    expect((await list(cookie, '?q=char')).map((c) => c.configName)).toEqual(['Charlie']);
    expect((await list(cookie, '?q=alpha')).map((c) => c.automation.name)).toEqual(['Alpha writer']);
    expect((await list(cookie, `?category=${encodeURIComponent(sales.name)}`)).length).toBe(2);
  });

  it('an API client walks all its configurations through cursors, in each order', async () => {
    const { cookie } = await createSignedInUser(t);
    const automation = await createAutomation(db(), { customFields: fields });
    for (const name of ['Echo', 'Alpha', 'Delta', 'Bravo', 'Charlie']) await save(cookie, automation.id, name);
    for (const sort of ['newest', 'a-z']) {
      const names: (string | null)[] = [];
      let cursor: string | null = null;
      do {
        const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
        const response = await t.app.inject({
          url: `/api/configurations?sort=${sort}&limit=2${query}`,
          headers: { cookie },
        });
        const page = listConfigurationsResponse.parse(response.json());
        names.push(...page.configurations.map((c) => c.configName));
        cursor = page.nextCursor ?? null;
      } while (cursor);
      expect(names).toEqual((await list(cookie, `?sort=${sort}`)).map((c) => c.configName));
      expect(names).toHaveLength(5);
    }
  });

  it('edits, duplicates and deletes a configuration', async () => {
    const { cookie } = await createSignedInUser(t);
    const automation = await createAutomation(db(), { customFields: fields });
    const saved = await save(cookie, automation.id, 'Original');
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/configurations/${saved.id}`,
      headers: { cookie },
      payload: { configName: 'Renamed', configData: { topic: 'New topic' } },
    });
    expect(configurationResponse.parse(edited.json()).configuration).toMatchObject({
      configName: 'Renamed',
      configData: { topic: 'New topic' },
    });
    const copy = await t.app.inject({
      method: 'POST',
      url: `/api/configurations/${saved.id}/duplicate`,
      headers: { cookie },
    });
    expect(configurationResponse.parse(copy.json()).configuration).toMatchObject({
      configName: 'Renamed (copy)',
      configData: { topic: 'New topic' },
    });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/configurations/${saved.id}`,
      headers: { cookie },
    });
    expect(removed.statusCode).toBe(204);
    expect((await list(cookie)).map((c) => c.configName)).toEqual(['Renamed (copy)']);
  });

  it('only the owner can read or change a configuration', async () => {
    const owner = await createSignedInUser(t);
    const stranger = await createSignedInUser(t);
    const automation = await createAutomation(db(), { customFields: fields });
    const saved = await save(owner.cookie, automation.id, 'Private');
    const headers = { cookie: stranger.cookie };
    for (const request of [
      { method: 'GET' as const, url: `/api/configurations/${saved.id}` },
      { method: 'PUT' as const, url: `/api/configurations/${saved.id}`, payload: { configName: 'x', configData: {} } },
      { method: 'POST' as const, url: `/api/configurations/${saved.id}/duplicate` },
      { method: 'DELETE' as const, url: `/api/configurations/${saved.id}` },
    ]) {
      expect((await t.app.inject({ ...request, headers })).statusCode).toBe(404);
    }
    expect(await list(stranger.cookie)).toEqual([]);
    expect((await t.app.inject({ url: '/api/configurations' })).statusCode).toBe(401);
  });

  it('a configuration of an unpublished automation cannot be saved', async () => {
    const { cookie } = await createSignedInUser(t);
    const draft = await createAutomation(db(), { status: 'draft', customFields: fields });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/configurations',
      headers: { cookie },
      payload: { automationId: draft.id, configName: null, configData: {} },
    });
    expect(response.statusCode).toBe(404);
  });
});
