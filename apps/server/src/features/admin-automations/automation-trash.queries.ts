import { and, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { AUTOMATION_TRASH_DAYS } from '@basalt/contracts';
import type { Database } from '../../platform/db/database';
import { queryRows } from '../../platform/db/query-rows';
import { automations } from '../../platform/db/schema';

export interface TrashRow {
  id: string;
  name: string;
  slug: string | null;
  status: 'draft' | 'published' | 'archived';
  deletedAt: Date | string;
  purgeAt: Date | string;
  deletedById: string | null;
  deletedByName: string | null;
  deletedByEmail: string | null;
  runCount: number;
}

/** Moves the automations to the trash; their rows, and everything pointing at them, stay. */
export async function trashAutomationRows(db: Database, ids: string[], adminId: string) {
  if (ids.length === 0) return;
  await db
    .update(automations)
    .set({ deletedAt: sql`now()`, deletedBy: adminId })
    .where(and(inArray(automations.id, ids), isNull(automations.deletedAt)));
}

/** The trash, most recently deleted first, with who deleted each and when the purge takes it. */
export function listTrashRows(db: Database) {
  return queryRows<TrashRow>(
    db,
    sql`select a.id, a.name, a.slug, a.status, a.deleted_at as "deletedAt",
               a.deleted_at + make_interval(days => ${AUTOMATION_TRASH_DAYS}) as "purgeAt",
               u.id as "deletedById", coalesce(p.full_name, u.name) as "deletedByName", u.email as "deletedByEmail",
               (select count(*)::int from runs r where r.automation_id = a.id) as "runCount"
        from automations a
        left join users u on u.id = a.deleted_by
        left join profiles p on p.user_id = a.deleted_by
        where a.deleted_at is not null
        order by a.deleted_at desc, a.id`,
  );
}

export async function lockTrashedAutomation(db: Database, id: string) {
  const [row] = await db
    .select({ id: automations.id, name: automations.name, slug: automations.slug, status: automations.status })
    .from(automations)
    .where(and(eq(automations.id, id), isNotNull(automations.deletedAt)))
    .for('update');
  return row;
}

export async function restoreAutomationRow(db: Database, id: string) {
  await db.update(automations).set({ deletedAt: null, deletedBy: null }).where(eq(automations.id, id));
}

/**
 * Trashed automations whose time is up, locked; SKIP LOCKED lets a restore that holds one win and
 * keeps two purging workers off each other's rows.
 */
export function lockExpiredTrash(db: Database, deletedBefore: Date, limit: number) {
  return db
    .select({
      id: automations.id,
      name: automations.name,
      slug: automations.slug,
      status: automations.status,
      deletedAt: automations.deletedAt,
      deletedBy: automations.deletedBy,
    })
    .from(automations)
    .where(and(isNotNull(automations.deletedAt), lte(automations.deletedAt, deletedBefore)))
    .orderBy(automations.deletedAt, automations.id)
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Removes the rows for good: runs keep their automation_name, configurations go with them (cascade). */
export async function purgeAutomationRows(db: Database, ids: string[]) {
  if (ids.length === 0) return;
  await db.delete(automations).where(inArray(automations.id, ids));
}
