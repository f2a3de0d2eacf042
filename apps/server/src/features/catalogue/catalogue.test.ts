import { listAutomationsResponse, listCategoriesResponse } from '@basalt/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAutomation, createCategory } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('public catalogue API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('a visitor sees published automations only, featured first, with their category', async () => {
    const category = await createCategory(t.database.db);
    const plain = await createAutomation(t.database.db, { categoryId: category.id });
    const featured = await createAutomation(t.database.db, { isFeatured: true });
    const draft = await createAutomation(t.database.db, { status: 'draft' });
    const archived = await createAutomation(t.database.db, { status: 'archived' });

    const response = await t.app.inject('/api/automations?limit=100');
    expect(response.statusCode).toBe(200);
    const body = listAutomationsResponse.parse(response.json());
    const ids = body.automations.map((a) => a.id);
    expect(ids).toContain(plain.id);
    expect(ids).not.toContain(draft.id);
    expect(ids).not.toContain(archived.id);
    expect(ids[0]).toBe(featured.id);
    expect(body.automations.find((a) => a.id === plain.id)?.category).toEqual({ id: category.id, name: category.name });
    expect(body.total).toBe(body.automations.length);
  });

  it('the list is paginated with limit and offset, and total counts every published automation', async () => {
    for (let i = 0; i < 3; i++) await createAutomation(t.database.db);
    const all = listAutomationsResponse.parse((await t.app.inject('/api/automations?limit=100')).json());
    const page = listAutomationsResponse.parse((await t.app.inject('/api/automations?limit=2&offset=1')).json());
    expect(page.automations.map((a) => a.id)).toEqual(all.automations.slice(1, 3).map((a) => a.id));
    expect(page.total).toBe(all.total);
  });

  it('a page size above 100 is refused', async () => {
    const response = await t.app.inject('/api/automations?limit=101');
    expect(response.statusCode).toBe(422);
  });

  it('categories are listed by name', async () => {
    await createCategory(t.database.db, 'Zeta things');
    await createCategory(t.database.db, 'Alpha things');
    const body = listCategoriesResponse.parse((await t.app.inject('/api/categories')).json());
    const names = body.categories.map((c) => c.name);
    expect(names.indexOf('Alpha things')).toBeGreaterThanOrEqual(0);
    expect(names.indexOf('Alpha things')).toBeLessThan(names.indexOf('Zeta things'));
  });
});
