import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { automations } from '../../platform/db/schema';
import { createAutomation } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestWebRoot, isNoindex, titleOf } from './seo-test-page';

describe('server-rendered automation pages with the catalogue cache on', () => {
  let t: TestApp;
  const page = (url: string) => t.app.inject({ url, headers: { accept: 'text/html' } });
  beforeAll(async () => {
    // A window far longer than the test: only the change notice can make new data show in time.
    t = await createTestApp({ env: { CATALOGUE_CACHE_SECONDS: '600' }, webRoot: createTestWebRoot() });
  });
  afterAll(() => t.close());

  it('a renamed automation shows its new name at once, and an archived one answers 404 at once', async () => {
    const automation = await createAutomation(t.database.db, { name: 'Lead Sorter' });
    const path = `/automation/${automation.slug}`;
    expect(titleOf((await page(path)).body)).toContain('Lead Sorter');

    await t.database.db.update(automations).set({ name: 'Lead Ranker' }).where(eq(automations.id, automation.id));
    await expect.poll(async () => titleOf((await page(path)).body), { timeout: 2000 }).toContain('Lead Ranker');

    await t.database.db.update(automations).set({ status: 'archived' }).where(eq(automations.id, automation.id));
    await expect.poll(async () => (await page(path)).statusCode, { timeout: 2000 }).toBe(404);
    const gone = (await page(`/automation/${automation.id}`)).body;
    expect(isNoindex(gone)).toBe(true);
    expect(gone).not.toContain('Lead Ranker');
  });
});
