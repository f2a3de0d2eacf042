import { asc, eq } from 'drizzle-orm';
import type { RunLogEvent } from '@basalt/contracts';
import type { Database } from '../../platform/db/database';
import { runEvents } from '../../platform/db/schema';

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
