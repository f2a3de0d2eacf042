import { randomUUID } from 'node:crypto';
import type { Database } from '../platform/db/database';
import { automations, categories } from '../platform/db/schema';

type NewAutomation = typeof automations.$inferInsert;

const unique = () => randomUUID().slice(0, 8);

/** Unique test data, so tests never depend on each other or on cleanup. */
export async function createCategory(db: Database, name = `Category ${unique()}`) {
  const [category] = await db.insert(categories).values({ name }).returning();
  return category!;
}

export async function createAutomation(db: Database, overrides: Partial<NewAutomation> = {}) {
  const suffix = unique();
  const [automation] = await db
    .insert(automations)
    .values({
      name: `Automation ${suffix}`,
      slug: `automation-${suffix}`,
      description: `Test automation ${suffix}`,
      status: 'published',
      pricingModel: 'per_run',
      tokenCostPerRun: 10,
      ...overrides,
    })
    .returning();
  return automation!;
}
