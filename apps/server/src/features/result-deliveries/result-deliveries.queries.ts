import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { automations, resultDeliveries, runs } from '../../platform/db/schema';

export type ResultDeliveryRow = typeof resultDeliveries.$inferSelect;
export type NewResultDelivery = Pick<typeof resultDeliveries.$inferInsert, 'channel' | 'destination'>;

export async function insertRunDeliveries(
  tx: Database,
  run: { id: string; userId: string },
  targets: readonly NewResultDelivery[],
) {
  if (targets.length === 0) return;
  await tx.insert(resultDeliveries).values(targets.map((target) => ({ ...target, runId: run.id, userId: run.userId })));
}

export async function listRunDeliveryRows(db: Database, runId: string): Promise<ResultDeliveryRow[]> {
  return db
    .select()
    .from(resultDeliveries)
    .where(eq(resultDeliveries.runId, runId))
    .orderBy(asc(resultDeliveries.createdAt), asc(resultDeliveries.channel));
}

/** The pending deliveries of a run that just ended, to queue. */
export async function listPendingDeliveryIds(tx: Database, runId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: resultDeliveries.id })
    .from(resultDeliveries)
    .where(and(eq(resultDeliveries.runId, runId), eq(resultDeliveries.status, 'pending')));
  return rows.map((row) => row.id);
}

/** A delivery with what its message says about the run. */
export async function findDeliveryWithRun(db: Database, id: string) {
  const [row] = await db
    .select({
      delivery: resultDeliveries,
      run: {
        id: runs.id,
        userId: runs.userId,
        status: runs.status,
        resultData: runs.resultData,
        errorMessage: runs.errorMessage,
        automationName: runs.automationName,
      },
      currentAutomationName: automations.name,
    })
    .from(resultDeliveries)
    .innerJoin(runs, eq(runs.id, resultDeliveries.runId))
    .leftJoin(automations, eq(automations.id, runs.automationId))
    .where(eq(resultDeliveries.id, id));
  return row;
}

export async function updateDeliveryRow(
  db: Database,
  id: string,
  values: Partial<ResultDeliveryRow>,
): Promise<ResultDeliveryRow> {
  const [row] = await db.update(resultDeliveries).set(values).where(eq(resultDeliveries.id, id)).returning();
  return row!;
}

export async function findOwnRun(db: Database, userId: string, runId: string) {
  const [row] = await db
    .select({ id: runs.id, status: runs.status })
    .from(runs)
    .where(and(eq(runs.id, runId), eq(runs.userId, userId)));
  return row;
}
