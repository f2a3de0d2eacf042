import { z } from 'zod';
import { and, lt, ne } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { scheduleOccurrences } from '../../platform/db/schema';
import { queueName, workJob, type JobDefinition, type JobQueue } from '../../platform/jobs/job-queue';

/**
 * A settled occurrence only stops its due time from starting twice; the schedule row keeps the last
 * outcome the owner sees. A week after the due time no ticker can claim it again, so it can go.
 */
export const OCCURRENCE_RETENTION_DAYS = 7;

export async function pruneSettledOccurrences(db: Database, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - OCCURRENCE_RETENTION_DAYS * 86_400_000);
  const removed = await db
    .delete(scheduleOccurrences)
    .where(and(ne(scheduleOccurrences.outcome, 'claimed'), lt(scheduleOccurrences.dueAt, cutoff)))
    .returning({ id: scheduleOccurrences.id });
  return removed.length;
}

const payload = z.object({});

/** Daily on the worker; pg-boss keeps one cron entry for all worker processes. */
export async function startOccurrencePrune(queue: JobQueue, db: Database): Promise<void> {
  const job: JobDefinition<typeof payload> = {
    id: 'schedules.prune-occurrences',
    version: 1,
    payload,
    handle: async () => {
      await pruneSettledOccurrences(db);
    },
  };
  await workJob(queue, job);
  await queue.schedule(queueName(job), '23 3 * * *', {});
}
