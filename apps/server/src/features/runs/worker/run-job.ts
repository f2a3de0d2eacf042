import { sql } from 'drizzle-orm';
import { fromDrizzle, type DrizzleTransactionLike } from 'pg-boss';
import { z } from 'zod';
import type { Database } from '../../../platform/db/database';
import { queueName, type JobQueue } from '../../../platform/jobs/job-queue';
import type { RunsContext } from '../run-context';
import { executeClaimedRun } from './execute-run';
import { claimPendingRuns } from '../runs.queries';
import { RunsInFlight } from './runs-in-flight';

export const runJob = { id: 'runs.execute', version: 1 } as const;
export const RUN_QUEUE = queueName(runJob);
const payload = z.object({ runId: z.uuid() });

/**
 * Creates the queue and fills pg-boss's queue cache, so enqueueing inside a transaction never makes
 * pg-boss look the queue up on another connection (which on PGlite would wait for that transaction).
 */
export async function prepareRunQueue(queue: JobQueue): Promise<void> {
  // No NOTIFY from pg-boss inside the start's transaction: the start announces its run once it has
  // committed (run-start-notices.ts), which wakes the workers listening (PostgreSQL) all the same.
  // Queues made before that still had it on, hence the update.
  await queue.createQueue(RUN_QUEUE, { retryLimit: 3, retryDelay: 5, expireInSeconds: 900, notify: false });
  await queue.updateQueue(RUN_QUEUE, { notify: false });
  await queue.deleteJob(RUN_QUEUE, '00000000-0000-0000-0000-000000000000');
}

/** Enqueues the run's job in the caller's transaction: the run and its job exist together or not at all. */
export async function enqueueRun(queue: JobQueue, tx: Database, runId: string): Promise<void> {
  await queue.send(RUN_QUEUE, payload.parse({ runId }), { db: fromDrizzle(tx as DrizzleTransactionLike, sql) });
}

/** The run worker of this process, stopped before its job queue and database. */
export interface RunWorker {
  /** Stops claiming runs and waits for those in flight, at most `timeoutMs`; answers how many were left. */
  stop(timeoutMs: number): Promise<number>;
}

/**
 * Handles run jobs on this process (ROLE worker or all), many at once: each run mostly waits on a
 * workflow's answer. A batch of jobs is claimed in one statement and its job ends there: the calls go
 * on in `inFlight`, so the one fetch loop fetches again at once and batches grow with the load
 * (decision 039). A redelivered job finds its run already claimed and does nothing; a run whose
 * worker dies after the claim is failed and refunded at its deadline (D4), as before.
 */
export async function workRuns(
  queue: JobQueue,
  context: RunsContext,
  { cap = 64, batchSize = 16 } = {},
): Promise<RunWorker> {
  await prepareRunQueue(queue);
  const inFlight = new RunsInFlight(cap);
  await queue.work(
    RUN_QUEUE,
    // One loop, fetching again at once while its batches come back full.
    { batchSize, localConcurrency: 1, pollingIntervalSeconds: 0.5, burstWhenBatchFull: true },
    async (jobs) => {
      await inFlight.roomFor(jobs.length);
      const runIds = jobs.map((job) => payload.parse(job.data).runId);
      // A failed claim fails the batch's jobs, which pg-boss retries.
      const claimed = await claimPendingRuns(context.db, runIds, context.runningGraceSeconds);
      for (const run of claimed) inFlight.track(executeClaimedRun(context, run));
    },
  );
  return {
    async stop(timeoutMs) {
      // No new batch once the loop ends; the runs in flight may still queue their webhooks (pg-boss).
      await queue.offWork(RUN_QUEUE, { wait: true });
      return inFlight.drain(timeoutMs);
    },
  };
}
