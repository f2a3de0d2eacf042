import { asc, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { automations, categories } from '../../platform/db/schema';

const published = eq(automations.status, 'published');

/** Published automations, featured first, then newest: the public default order. */
export async function listPublishedAutomations(db: Database, page: { limit: number; offset: number }) {
  const rows = await db
    .select({ automation: automations, category: { id: categories.id, name: categories.name } })
    .from(automations)
    .leftJoin(categories, eq(categories.id, automations.categoryId))
    .where(published)
    .orderBy(desc(automations.isFeatured), desc(automations.createdAt), asc(automations.name))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ value: count() }).from(automations).where(published);
  return { rows, total: total?.value ?? 0 };
}

export function listCategories(db: Database) {
  return db.select({ id: categories.id, name: categories.name }).from(categories).orderBy(asc(categories.name));
}
