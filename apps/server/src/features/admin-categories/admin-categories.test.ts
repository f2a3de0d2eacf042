import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminActions, categories } from '../../platform/db/schema';
import { createSignedInUser } from '../../test/auth-helpers';
import { createAutomation } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createSignedInUser>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createSignedInUser(t, { admin: true, fullName: 'Audrey Admin' });
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, cookie = admin.cookie) =>
  t.app.inject({ method, url, headers: { cookie, origin: t.config.PUBLIC_URL }, ...(payload && { payload }) });
const unique = (name: string) => `${name} ${crypto.randomUUID().slice(0, 6)}`;
const auditOf = (categoryId: string) =>
  t.database.db
    .select()
    .from(adminActions)
    .then((rows) => rows.filter((row) => (row.details as { categoryId?: string }).categoryId === categoryId));

describe('an admin manages categories', () => {
  it('creates one, which the marketplace and the automation form then offer, and the audit log records', async () => {
    const name = unique('Invoices');
    const created = await api('POST', '/api/admin/categories', { name: `  ${name} ` });
    expect(created.statusCode).toBe(201);
    const { category } = created.json();
    expect(category).toMatchObject({ name, automationCount: 0 });

    const listed = (await api('GET', '/api/admin/categories')).json().categories;
    expect(listed).toContainEqual(category);
    expect((await t.app.inject('/api/categories')).json().categories).toContainEqual({ id: category.id, name });
    expect(await auditOf(category.id)).toMatchObject([
      { actionType: 'create_category', adminUserId: admin.user.id, details: { categoryName: name } },
    ]);
  });

  it('refuses a blank name and a name already taken in any case, saying why, and saves nothing', async () => {
    const blank = await api('POST', '/api/admin/categories', { name: '   ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().error.details[0]).toMatchObject({ message: 'Name is required' });

    const name = unique('Payroll');
    await api('POST', '/api/admin/categories', { name });
    const again = await api('POST', '/api/admin/categories', { name: name.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(`A category named "${name}" already exists`);
    const rows = await t.database.db.select().from(categories);
    expect(rows.filter((row) => row.name.toLowerCase() === name.toLowerCase())).toHaveLength(1);
  });

  it('renames one: its automations follow, the old name is kept in the audit entry', async () => {
    const { category } = (await api('POST', '/api/admin/categories', { name: unique('Reports') })).json();
    const automation = await createAutomation(t.database.db, { categoryId: category.id });
    const newName = unique('Reporting');
    const renamed = await api('PUT', `/api/admin/categories/${category.id}`, { name: newName });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().category).toMatchObject({ id: category.id, name: newName, automationCount: 1 });
    const edited = (await api('GET', `/api/admin/automations/${automation.id}`)).json();
    expect(edited.automation.categoryId).toBe(category.id);
    // The audit log finds it by either name.
    const found = (await api('GET', `/api/admin/audit-log?q=${encodeURIComponent(category.name)}`)).json();
    expect(found.actions.map((action: { actionType: string }) => action.actionType)).toContain('rename_category');
    expect((await auditOf(category.id)).map((row) => [row.actionType, row.details])).toContainEqual([
      'rename_category',
      expect.objectContaining({ categoryName: newName, previousName: category.name }),
    ]);
  });

  it('deletes only an unused category; a used one answers 409 naming how many automations use it', async () => {
    const { category } = (await api('POST', '/api/admin/categories', { name: unique('Travel') })).json();
    const automation = await createAutomation(t.database.db, { categoryId: category.id });
    const refused = await api('DELETE', `/api/admin/categories/${category.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      `"${category.name}" is used by 1 automation: move it to another category first`,
    );
    expect(await t.database.db.select().from(categories).where(eq(categories.id, category.id))).toHaveLength(1);

    await api('DELETE', `/api/admin/automations/${automation.id}`);
    const deleted = await api('DELETE', `/api/admin/categories/${category.id}`);
    expect(deleted.statusCode).toBe(204);
    expect(await t.database.db.select().from(categories).where(eq(categories.id, category.id))).toHaveLength(0);
    expect((await auditOf(category.id)).map((row) => row.actionType)).toContain('delete_category');
    expect((await api('DELETE', `/api/admin/categories/${category.id}`)).statusCode).toBe(404);
  });

  it('is for admins only', async () => {
    const user = await createSignedInUser(t);
    expect((await api('GET', '/api/admin/categories', undefined, user.cookie)).statusCode).toBe(403);
    expect((await api('POST', '/api/admin/categories', { name: unique('Nope') }, user.cookie)).statusCode).toBe(403);
  });
});
