import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { automations, categories } from '../../platform/db/schema';

// Qualified by hand: inside a subquery drizzle names columns bare, and "id" would be the automation's.
const automationCount = sql<number>`(select count(*)::int from ${automations} a where a.category_id = "categories"."id" and a.deleted_at is null)`;

const columns = {
  id: categories.id,
  name: categories.name,
  automationCount,
  createdAt: categories.createdAt,
};

export type CategoryRow = { id: string; name: string; automationCount: number; createdAt: Date | string };

export function listCategoryRows(db: Database): Promise<CategoryRow[]> {
  return db.select(columns).from(categories).orderBy(asc(categories.name));
}

/** The row, locked so a rename or delete and its audit entry see the name and use count they change. */
export async function lockCategory(db: Database, id: string): Promise<CategoryRow | undefined> {
  const [row] = await db.select(columns).from(categories).where(eq(categories.id, id)).for('update');
  return row;
}

/** Another category with this name, whatever its case ("Sales" and "sales" read as one on the marketplace). */
export async function findCategoryNamed(db: Database, name: string, exceptId?: string) {
  const [row] = await db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(
      exceptId
        ? sql`lower(${categories.name}) = lower(${name}) and ${categories.id} <> ${exceptId}`
        : sql`lower(${categories.name}) = lower(${name})`,
    )
    .limit(1);
  return row;
}

export async function insertCategory(db: Database, name: string, createdBy: string): Promise<CategoryRow> {
  const [row] = await db.insert(categories).values({ name, createdBy }).returning();
  return { id: row!.id, name: row!.name, automationCount: 0, createdAt: row!.createdAt };
}

export async function renameCategoryRow(db: Database, id: string, name: string) {
  await db.update(categories).set({ name }).where(eq(categories.id, id));
}

export async function deleteCategoryRow(db: Database, id: string) {
  await db.delete(categories).where(eq(categories.id, id));
}
