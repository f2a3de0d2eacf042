import { and, count, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { ListRunsQuery, RunHistoryRange } from '@basalt/contracts';
import type { Database } from '../../platform/db/database';
import { automations, categories, runs } from '../../platform/db/schema';
import { flattenRunView, runViewColumns, type RunView } from './runs.queries';

const rangeDays: Record<RunHistoryRange, number | null> = { all_time: null, last_7_days: 7, last_30_days: 30 };

/** The history's filters as SQL; the CSV export (exports feature) applies the same. */
export function historyFilter(userId: string, query: Omit<ListRunsQuery, 'page'>, now: Date): SQL {
  const days = rangeDays[query.range];
  const conditions = [eq(runs.userId, userId)];
  if (query.status !== 'all') conditions.push(eq(runs.status, query.status));
  if (query.automationId) conditions.push(eq(runs.automationId, query.automationId));
  if (days !== null) conditions.push(gte(runs.createdAt, new Date(now.getTime() - days * 86_400_000)));
  return and(...conditions)!;
}

/** One page of a user's runs, newest first, with the exact number of matching runs. */
export async function listRunHistory(
  db: Database,
  userId: string,
  query: ListRunsQuery,
  pageSize: number,
  now = new Date(),
): Promise<{ runs: RunView[]; total: number }> {
  const where = historyFilter(userId, query, now);
  const [rows, [totals]] = await Promise.all([
    db
      .select(runViewColumns)
      .from(runs)
      .leftJoin(automations, eq(automations.id, runs.automationId))
      .leftJoin(categories, eq(categories.id, automations.categoryId))
      .where(where)
      .orderBy(desc(runs.createdAt), desc(runs.id))
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    db.select({ total: count() }).from(runs).where(where),
  ]);
  return { runs: rows.map(flattenRunView), total: Number(totals?.total ?? 0) };
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
    .where(eq(automations.status, 'published'))
    .orderBy(automations.name);
}
