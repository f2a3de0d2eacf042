import { and, asc, eq, gt, max } from 'drizzle-orm';
import type { RunLogEvent } from '@basalt/contracts';
import type { Database } from '../../../platform/db/database';
import { runEvents, runs } from '../../../platform/db/schema';

/** A run's log, oldest step first (the ids increase in the order the trigger wrote them). */
export async function listRunLog(db: Database, runId: string): Promise<RunLogEvent[]> {
  const rows = await db.select().from(runEvents).where(eq(runEvents.runId, runId)).orderBy(asc(runEvents.id));
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    kind: row.kind,
    status: row.status,
    progress: row.progress,
    message: row.message,
  }));
}

export type RunEventRow = typeof runEvents.$inferSelect;

/** The newest log id of a run (0 before any): where a fresh stream starts. */
export async function latestRunEventId(db: Database, runId?: string): Promise<number> {
  const [row] = await db
    .select({ id: max(runEvents.id) })
    .from(runEvents)
    .where(runId === undefined ? undefined : eq(runEvents.runId, runId));
  return Number(row?.id ?? 0);
}

/** A run's log after `afterId`, oldest first: what a stream sends next, or replays after Last-Event-ID. */
export function listRunEventsAfter(db: Database, runId: string, afterId: number): Promise<RunEventRow[]> {
  return db
    .select()
    .from(runEvents)
    .where(and(eq(runEvents.runId, runId), gt(runEvents.id, afterId)))
    .orderBy(asc(runEvents.id));
}

export const USER_EVENTS_PAGE = 500;

/** The log of all of a user's runs after `afterId`, oldest first (the history's live list), a page at a time. */
export async function listUserRunEventsAfter(db: Database, userId: string, afterId: number): Promise<RunEventRow[]> {
  const rows = await db
    .select({ event: runEvents })
    .from(runEvents)
    .innerJoin(runs, eq(runs.id, runEvents.runId))
    .where(and(eq(runs.userId, userId), gt(runEvents.id, afterId)))
    .orderBy(asc(runEvents.id))
    .limit(USER_EVENTS_PAGE);
  return rows.map((row) => row.event);
}
