import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { listAutomationsResponse, listCategoriesResponse, type ListAutomationsResponse } from '@basalt/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '../../platform/db/schema';
import { createAccount, createAutomation, createCategory, createRuns } from '../../test/factories';
import { foldRunCounts } from './fold-run-counts.job';
import { createTestApp, type TestApp } from '../../test/test-app';

const word = () => `w${randomUUID().replace(/-/g, '').slice(0, 10)}`;

describe('marketplace list API', () => {
  let t: TestApp;
  const list = async (query: string): Promise<ListAutomationsResponse> => {
    const response = await t.app.inject(`/api/automations?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return listAutomationsResponse.parse(response.json());
  };
  const names = (body: ListAutomationsResponse) => body.automations.map((a) => a.name);

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('a visitor sees published automations only, with their category; drafts and archived never appear', async () => {
    const category = await createCategory(t.database.db);
    const plain = await createAutomation(t.database.db, { categoryId: category.id });
    const draft = await createAutomation(t.database.db, { status: 'draft', categoryId: category.id });
    const archived = await createAutomation(t.database.db, { status: 'archived', categoryId: category.id });

    for (const query of ['limit=100', `category=${encodeURIComponent(category.name)}`, `q=${draft.name}`]) {
      const ids = (await list(query)).automations.map((a) => a.id);
      expect(ids).not.toContain(draft.id);
      expect(ids).not.toContain(archived.id);
    }
    const body = await list(`category=${encodeURIComponent(category.name)}`);
    expect(body.automations.map((a) => a.id)).toEqual([plain.id]);
    expect(body.automations[0]?.category).toEqual({ id: category.id, name: category.name });
  });

  it('the list is paginated with limit and offset, and total counts every match on every page', async () => {
    const category = await createCategory(t.database.db);
    for (let i = 0; i < 5; i++) await createAutomation(t.database.db, { categoryId: category.id });
    const filter = `category=${encodeURIComponent(category.name)}&sort=name_asc`;
    const all = await list(`${filter}&limit=100`);
    const page = await list(`${filter}&limit=2&offset=1`);
    expect(page.automations.map((a) => a.id)).toEqual(all.automations.slice(1, 3).map((a) => a.id));
    expect(page.total).toBe(5);
    expect(await list(`${filter}&limit=2&offset=50`)).toEqual({
      automations: [],
      total: 5,
      nextCursor: null,
      correctedQuery: null,
    });
  });

  it('an API client walks the whole list through cursors', async () => {
    const category = await createCategory(t.database.db);
    for (let i = 0; i < 5; i++) await createAutomation(t.database.db, { categoryId: category.id });
    const filter = `category=${encodeURIComponent(category.name)}&sort=name_asc`;
    const all = await list(`${filter}&limit=100`);
    const ids: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await list(`${filter}&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      ids.push(...page.automations.map((a) => a.id));
      cursor = page.nextCursor ?? null;
    } while (cursor);
    expect(ids).toEqual(all.automations.map((a) => a.id));
    expect(all.nextCursor).toBeNull();
  });

  it('a page size above 100 or an unknown sort is refused', async () => {
    expect((await t.app.inject('/api/automations?limit=101')).statusCode).toBe(422);
    expect((await t.app.inject('/api/automations?sort=random')).statusCode).toBe(422);
  });

  it('a search finds word forms in any case, and a half-typed last word as a prefix', async () => {
    const tag = word();
    const summarizer = await createAutomation(t.database.db, {
      name: `Invoice Summarizer ${tag}`,
      description: 'Reads invoices and writes short summaries.',
    });
    for (const q of [`summarizing ${tag}`, `SUMMARIES ${tag}`, `${tag} invoic`, `${tag} summ`]) {
      expect(
        (await list(`q=${encodeURIComponent(q)}`)).automations.map((a) => a.id),
        q,
      ).toEqual([summarizer.id]);
    }
    expect((await list(`q=${encodeURIComponent(`${tag} spreadsheet`)}`)).total).toBe(0);
  });

  it('a name match ranks above a description match, and the category name is searched too', async () => {
    const tag = word();
    const category = await createCategory(t.database.db, `Bookkeeping ${tag}`);
    const inDescription = await createAutomation(t.database.db, {
      name: `Ledger helper ${word()}`,
      description: `Works well with ${tag} exports.`,
      isFeatured: true,
    });
    const inName = await createAutomation(t.database.db, { name: `${tag} Cleaner` });
    const inCategory = await createAutomation(t.database.db, { name: `Other ${word()}`, categoryId: category.id });

    const body = await list(`q=${tag}`);
    expect(body.automations.map((a) => a.id)).toEqual([inName.id, inCategory.id, inDescription.id]);
  });

  it('renaming a category keeps search right for its automations', async () => {
    const category = await createCategory(t.database.db);
    const automation = await createAutomation(t.database.db, { categoryId: category.id });
    const newName = `Renamed ${word()}`;
    await t.database.db.update(categories).set({ name: newName }).where(eq(categories.id, category.id));
    expect((await list(`q=${encodeURIComponent(newName)}`)).automations.map((a) => a.id)).toEqual([automation.id]);
  });

  it('a search made only of stop words filters nothing', async () => {
    const category = await createCategory(t.database.db);
    await createAutomation(t.database.db, { categoryId: category.id });
    expect((await list(`q=the&category=${encodeURIComponent(category.name)}`)).total).toBe(1);
  });

  it('each sort order: Popular (featured, then most runs), Newest, A-Z and Z-A', async () => {
    const category = await createCategory(t.database.db);
    const hour = 3_600_000;
    const make = (name: string, ageHours: number, isFeatured = false) =>
      createAutomation(t.database.db, {
        name,
        categoryId: category.id,
        isFeatured,
        createdAt: new Date(Date.now() - ageHours * hour),
      });
    const bravo = await make('bravo', 4);
    const alpha = await make('Alpha', 3);
    const charlie = await make('charlie', 2, true);
    const delta = await make('Delta', 1);
    await createRuns(t.database.db, bravo.id, ['completed', 'completed', 'failed']);
    await createRuns(t.database.db, alpha.id, ['pending']);
    const sorted = async (sort: string) =>
      names(await list(`category=${encodeURIComponent(category.name)}&sort=${sort}`));

    expect(await sorted('popular')).toEqual([charlie, bravo, alpha, delta].map((a) => a.name));
    expect(await sorted('newest')).toEqual(['Delta', 'charlie', 'Alpha', 'bravo']);
    expect(await sorted('name_asc')).toEqual(['Alpha', 'bravo', 'charlie', 'Delta']);
    expect(await sorted('name_desc')).toEqual(['Delta', 'charlie', 'bravo', 'Alpha']);
  });

  it('Popular order counts every run of an automation once, also when many of its starts commit at once', async () => {
    const category = await createCategory(t.database.db);
    const older = await createAutomation(t.database.db, {
      name: 'older',
      categoryId: category.id,
      createdAt: new Date(Date.now() - 3_600_000),
    });
    const newer = await createAutomation(t.database.db, { name: 'newer', categoryId: category.id });
    const user = await createAccount(t.database.db);
    // One run per statement, all at once: on PostgreSQL their commits meet on the counter.
    await Promise.all(
      Array.from({ length: 24 }, () => createRuns(t.database.db, older.id, ['completed'], { userId: user.id })),
    );
    // The list adds the runs not yet folded into the counts (decision 045) to those that are.
    await foldRunCounts(t.database.db);
    await createRuns(t.database.db, newer.id, Array<'completed'>(23).fill('completed'), { userId: user.id });
    const popular = `category=${encodeURIComponent(category.name)}&sort=popular`;

    const body = await list(popular);
    expect(names(body)).toEqual(['older', 'newer']);
    expect(body.total).toBe(2);
    await createRuns(t.database.db, newer.id, ['completed', 'completed'], { userId: user.id });
    expect(names(await list(popular))).toEqual(['newer', 'older']);
    await foldRunCounts(t.database.db);
    expect(names(await list(popular))).toEqual(['newer', 'older']);
  });

  it('the success badge shows the real 30-day rate only from 10 finished runs (D6)', async () => {
    const category = await createCategory(t.database.db);
    const nine = await createAutomation(t.database.db, { categoryId: category.id, name: 'nine' });
    const ten = await createAutomation(t.database.db, { categoryId: category.id, name: 'ten' });
    await createRuns(t.database.db, nine.id, [...Array<'completed'>(9).fill('completed'), 'pending', 'running']);
    await createRuns(t.database.db, nine.id, Array<'completed'>(5).fill('completed'), { ageDays: 31 });
    await createRuns(t.database.db, ten.id, [...Array<'completed'>(7).fill('completed'), 'failed', 'failed', 'failed']);

    const body = await list(`category=${encodeURIComponent(category.name)}&sort=name_asc`);
    expect(body.automations.map((a) => [a.name, a.successRate])).toEqual([
      ['nine', null],
      ['ten', 70],
    ]);
  });

  it('categories are listed by name', async () => {
    await createCategory(t.database.db, `Zeta ${word()}`);
    await createCategory(t.database.db, `Alpha ${word()}`);
    const body = listCategoriesResponse.parse((await t.app.inject('/api/categories')).json());
    const sortedNames = body.categories.map((c) => c.name);
    const alpha = sortedNames.findIndex((n) => n.startsWith('Alpha '));
    expect(alpha).toBeGreaterThanOrEqual(0);
    expect(alpha).toBeLessThan(sortedNames.findIndex((n) => n.startsWith('Zeta ')));
  });
});
