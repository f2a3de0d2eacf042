import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, users } from '../../platform/db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedDemoData } from './seed.service';

describe('several processes starting together on an empty database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('seed the demo data once: one seeds, the others wait and skip', async () => {
    // On PostgreSQL each call runs on its own pooled connection, as separate processes would.
    const outcomes = await Promise.all([1, 2, 3].map(() => seedDemoData(t.database.db, t.config)));
    expect(outcomes.sort()).toEqual(['seeded', 'skipped', 'skipped']);
    expect(await t.database.db.select({ n: count() }).from(users)).toEqual([{ n: 2 }]);
    expect(await t.database.db.select({ n: count() }).from(categories)).toEqual([{ n: 8 }]);
  });
});
