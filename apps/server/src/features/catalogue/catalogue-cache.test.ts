import { eq } from 'drizzle-orm';
import { listAutomationsResponse } from '@basalt/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { automations, runs } from '../../platform/db/schema';
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
