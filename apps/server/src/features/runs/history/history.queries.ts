import { and, count, desc, eq, gte, isNull, sql, type SQL } from 'drizzle-orm';
import type { ListRunsQuery, RunHistoryRange } from '@basalt/contracts';
import type { Database } from '../../../platform/db/database';
import { ofAutomation } from '../../../platform/db/automation-ref';
import { automations, categories, runs } from '../../../platform/db/schema';
import { flattenRunView, runViewColumns, type RunView } from '../runs.queries';

const rangeDays: Record<RunHistoryRange, number | null> = { all_time: null, last_7_days: 7, last_30_days: 30 };

/** The history's filters as SQL; the CSV export (exports feature) applies the same. */
export function historyFilter(userId: string, query: Omit<ListRunsQuery, 'page' | 'limit' | 'cursor'>, now: Date): SQL {
  const days = rangeDays[query.range];
  const conditions = [eq(runs.userId, userId)];
  if (query.status !== 'all') conditions.push(eq(runs.status, query.status));
  if (query.automationId) conditions.push(ofAutomation(runs.automationId, query.automationId));
  if (days !== null) conditions.push(gte(runs.createdAt, new Date(now.getTime() - days * 86_400_000)));
  return and(...conditions)!;
}

/** Where a run sits in the newest-first order: its creation time as PostgreSQL's text (microseconds) and id. */
export interface RunHistoryKey {
  at: string;
  id: string;
}

/**
 * One page of a user's runs, newest first, with the exact number of matching runs. After a key
 * (cursor mode) the page is the runs older than it, so runs started meanwhile shift nothing; it
 * returns one row more than `limit` so the caller knows whether another page follows.
 */
export async function listRunHistory(
  db: Database,
  userId: string,
  query: Omit<ListRunsQuery, 'cursor'>,
  after: RunHistoryKey | null,
  now = new Date(),
): Promise<{ runs: (RunView & { key: RunHistoryKey })[]; total: number }> {
  const where = historyFilter(userId, query, now);
  const page = after
    ? and(where, sql`(${runs.createdAt}, ${runs.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`)
    : where;
  const [rows, [totals]] = await Promise.all([
    db
      .select({ ...runViewColumns, at: sql<string>`${runs.createdAt}::text` })
      .from(runs)
      .leftJoin(automations, eq(automations.id, runs.automationId))
      .leftJoin(categories, eq(categories.id, automations.categoryId))
      .where(page)
      .orderBy(desc(runs.createdAt), desc(runs.id))
      .limit(query.limit + 1)
      .offset(after ? 0 : (query.page - 1) * query.limit),
    db.select({ total: count() }).from(runs).where(where),
  ]);
  return {
    runs: rows.map((row) => ({ ...flattenRunView(row), key: { at: row.at, id: row.run.id } })),
    total: Number(totals?.total ?? 0),
  };
}

export async function runStats(db: Database, userId: string, since: Date) {
  const [row] = await db
    .select({
      totalRuns: count(),
      completed: sql<number>`count(*) filter (where ${runs.status} = 'completed')`.mapWith(Number),
      failed: sql<number>`count(*) filter (where ${runs.status} = 'failed')`.mapWith(Number),
      running: sql<number>`count(*) filter (where ${runs.status} in ('pending', 'running'))`.mapWith(Number),
      tokensSpent: sql<number>`coalesce(sum(${runs.tokensCharged} - ${runs.tokensRefunded}), 0)`.mapWith(Number),
    })
    .from(runs)
    .where(and(eq(runs.userId, userId), gte(runs.createdAt, since)));
  return row!;
}

/** Published automations for the history filter (spec §6: the filter lists only published ones). */
export function listPublishedAutomationNames(db: Database) {
  return db
    .select({ id: automations.id, name: automations.name })
    .from(automations)
    .where(and(eq(automations.status, 'published'), isNull(automations.deletedAt)))
    .orderBy(automations.name);
}
