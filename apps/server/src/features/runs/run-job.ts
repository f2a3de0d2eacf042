import { sql } from 'drizzle-orm';
import { fromDrizzle, type DrizzleTransactionLike } from 'pg-boss';
import { z } from 'zod';
import type { Database } from '../../platform/db/database';
import { queueName, type JobQueue } from '../../platform/jobs/job-queue';
import type { RunsContext } from './run-context';
import { executeRun } from './execute-run';

export const runJob = { id: 'runs.execute', version: 1 } as const;
export const RUN_QUEUE = queueName(runJob);
const payload = z.object({ runId: z.uuid() });

/**
 * Creates the queue and fills pg-boss's queue cache, so enqueueing inside a transaction never makes
 * pg-boss look the queue up on another connection (which on PGlite would wait for that transaction).
 */
export async function prepareRunQueue(queue: JobQueue): Promise<void> {
  // notify: workers listening (PostgreSQL) hear of a new run at once instead of at their next poll.
  await queue.createQueue(RUN_QUEUE, { retryLimit: 3, retryDelay: 5, expireInSeconds: 900, notify: true });
  await queue.deleteJob(RUN_QUEUE, '00000000-0000-0000-0000-000000000000');
}

/** Enqueues the run's job in the caller's transaction: the run and its job exist together or not at all. */
export async function enqueueRun(queue: JobQueue, tx: Database, runId: string): Promise<void> {
  await queue.send(RUN_QUEUE, payload.parse({ runId }), { db: fromDrizzle(tx as DrizzleTransactionLike, sql) });
}

/**
 * Handles run jobs on this process (ROLE worker or all), many at once: each job mostly waits on a
 * workflow's answer. A redelivered job finds its run already claimed and does nothing.
 */
export async function workRuns(queue: JobQueue, context: RunsContext, loops = 4, batchSize = 16): Promise<void> {
  await prepareRunQueue(queue);
  await queue.work(
    RUN_QUEUE,
    // Several fetch loops, each fetching again at once while its batches come back full.
    { batchSize, localConcurrency: loops, pollingIntervalSeconds: 0.5, burstWhenBatchFull: true },
    async (jobs) => {
      await Promise.all(jobs.map((job) => executeRun(context, payload.parse(job.data).runId)));
    },
  );
}
