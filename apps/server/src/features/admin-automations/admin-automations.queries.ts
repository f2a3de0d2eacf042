import { and, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { AdminAutomationSort, AutomationStatus, SortOrder } from '@basalt/contracts';
import type { Database } from '../../platform/db/database';
import { queryRows } from '../../platform/db/query-rows';
import { automations, categories } from '../../platform/db/schema';
import { finishedRun } from './automation-health.queries';
import { insightsSince } from './automation-insights.queries';

export type AutomationRecord = typeof automations.$inferSelect;
export type NewAutomationRecord = typeof automations.$inferInsert;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface AdminListRow {
  id: string;
  slug: string | null;
  name: string;
  description: string;
  status: AutomationStatus;
  categoryId: string | null;
  categoryName: string | null;
  pricingModel: 'per_run' | 'per_minute' | 'hybrid' | null;
  tokenCostPerRun: number | null;
  tokenCostPerMinute: number | null;
  runCount: number;
  successRate30d: number | null;
  runs30d: number;
  revenue30d: number;
  createdAt: Date | string;
  pausedAt: Date | string | null;
  pauseReason: string | null;
  pauseLastError: string | null;
  total: number;
}

/** The columns the list sorts by; each a column of the statement below. */
const sortColumns: Record<AdminAutomationSort, SQL> = {
  created: sql`a.created_at`,
  successRate30d: sql`"successRate30d"`,
  runs30d: sql`"runs30d"`,
  revenue30d: sql`"revenue30d"`,
};

/**
 * Every automation matching the filters with its run count, its last 30 days' figures (one grouped
 * lateral read of its runs, not one query per automation) and the overall total. Sorted by the
 * column asked for, automations without a figure last, then newest first. Not the trash.
 */
export function listForAdmin(
  db: Database,
  filter: {
    q?: string;
    status?: AutomationStatus;
    categoryId?: string;
    sort: AdminAutomationSort;
    order: SortOrder;
  },
) {
  const pattern = filter.q ? likePattern(filter.q) : null;
  const direction = filter.order === 'asc' ? sql`asc` : sql`desc`;
  return queryRows<AdminListRow>(
    db,
    sql`
      select a.id, a.slug, a.name, a.description, a.status, a.category_id as "categoryId",
             c.name as "categoryName", a.pricing_model as "pricingModel", a.token_cost_per_run as "tokenCostPerRun",
             a.token_cost_per_minute::float8 as "tokenCostPerMinute", a.created_at as "createdAt",
             a.paused_at as "pausedAt", a.pause_reason as "pauseReason", a.pause_last_error as "pauseLastError",
             (select count(*)::int from runs r where r.automation_id = a.id) as "runCount",
             case when recent.finished > 0 then round(recent.completed * 1000.0 / recent.finished) / 10 end::float8
               as "successRate30d",
             recent.runs as "runs30d", recent.revenue as "revenue30d",
             (select count(*)::int from automations where deleted_at is null) as total
      from automations a
      left join categories c on c.id = a.category_id
      cross join lateral (
        select count(*)::int as runs,
               count(*) filter (where r.status = 'completed')::int as completed,
               count(*) filter (where ${finishedRun})::int as finished,
               coalesce(sum(r.tokens_charged - r.tokens_refunded), 0)::float8 as revenue
        from runs r
        where r.automation_id = a.id and r.created_at >= ${insightsSince}
      ) recent
      where a.deleted_at is null
        and (${filter.status ?? null}::text is null or a.status = ${filter.status ?? null})
        and (${filter.categoryId ?? null}::uuid is null or a.category_id = ${filter.categoryId ?? null})
        and (${pattern}::text is null or a.name ilike ${pattern} or a.description ilike ${pattern})
      order by ${sortColumns[filter.sort]} ${direction} nulls last, a.created_at desc, a.id`,
  );
}

export async function countAutomations(db: Database): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from automations where deleted_at is null`,
  );
  return row?.count ?? 0;
}

/** A trashed automation is not found here: it is read-only until restored (decision 066). */
const live = (id: string) => and(eq(automations.id, id), isNull(automations.deletedAt));

export async function findAutomationWithCategory(db: Database, id: string) {
  const [row] = await db
    .select({ automation: automations, categoryName: categories.name })
    .from(automations)
    .leftJoin(categories, eq(categories.id, automations.categoryId))
    .where(live(id));
  return row;
}

export async function lockAutomation(db: Database, id: string): Promise<AutomationRecord | undefined> {
  const [row] = await db.select().from(automations).where(live(id)).for('update');
  return row;
}

export async function categoryExists(db: Database, id: string): Promise<boolean> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
  return row !== undefined;
}

export async function slugTaken(db: Database, slug: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: automations.id })
    .from(automations)
    .where(exceptId ? and(eq(automations.slug, slug), ne(automations.id, exceptId)) : eq(automations.slug, slug));
  return row !== undefined;
}

/** Slugs equal to `base` or `base-<n>`, to find the first free suffix. */
export async function listSimilarSlugs(db: Database, base: string, exceptId?: string): Promise<string[]> {
  const rows = await queryRows<{ slug: string }>(
    db,
    sql`select slug from automations
        where (slug = ${base} or slug ~ ${`^${base}-[0-9]+$`})
          and (${exceptId ?? null}::uuid is null or id <> ${exceptId ?? null})`,
  );
  return rows.map((row) => row.slug);
}

export async function insertAutomation(db: Database, values: NewAutomationRecord): Promise<AutomationRecord> {
  const [row] = await db.insert(automations).values(values).returning();
  return row!;
}

export async function updateAutomationRow(
  db: Database,
  id: string,
  values: Partial<NewAutomationRecord>,
): Promise<AutomationRecord> {
  const [row] = await db.update(automations).set(values).where(eq(automations.id, id)).returning();
  return row!;
}

/** Locks the selected automations not in the trash (in id order, so concurrent bulk actions cannot deadlock). */
export function lockAutomations(db: Database, ids: string[]) {
  return db
    .select({
      id: automations.id,
      name: automations.name,
      slug: automations.slug,
      status: automations.status,
      liveVersion: automations.liveVersion,
    })
    .from(automations)
    .where(and(inArray(automations.id, ids), isNull(automations.deletedAt)))
    .orderBy(automations.id)
    .for('update');
}

export async function setStatus(db: Database, ids: string[], status: AutomationStatus) {
  if (ids.length === 0) return;
  await db.update(automations).set({ status }).where(inArray(automations.id, ids));
}

/** Runs per automation, for the audit entry of a deletion or purge (the runs stay). */
export async function countRunsOf(db: Database, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<{ id: string; count: number }>(
    db,
    sql`select automation_id as id, count(*)::int as count from runs
        where automation_id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}) group by automation_id`,
  );
  return new Map(rows.map((row) => [row.id, row.count]));
}
