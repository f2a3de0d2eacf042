import { sql } from 'drizzle-orm';
import { fromDrizzle, type DrizzleTransactionLike } from 'pg-boss';
import { z } from 'zod';
import { retryWhileConnectionLost } from '../../../platform/db/connection-lost';
import type { Database } from '../../../platform/db/database';
import { queueName, type JobQueue } from '../../../platform/jobs/job-queue';
import type { RunsContext } from '../run-context';
import { executeClaimedRun } from './execute-run';
import { claimPendingRuns } from '../runs.queries';
import { RunsInFlight } from './runs-in-flight';
import { refuseQueuedRunsOfPaused } from '../health/pause-on-failures';

export const runJob = { id: 'runs.execute', version: 1 } as const;
export const RUN_QUEUE = queueName(runJob);
const payload = z.object({ runId: z.uuid() });
const RUN_JOB_EXPIRY_SECONDS = 60;

/**
 * Creates the queue and fills pg-boss's queue cache, so enqueueing inside a transaction never makes
 * pg-boss look the queue up on another connection (which on PGlite would wait for that transaction).
 */
export async function prepareRunQueue(queue: JobQueue): Promise<void> {
  // No NOTIFY from pg-boss inside the start's transaction: the start announces its run once it has
  // committed (run-start-notices.ts), which wakes the workers listening (PostgreSQL) all the same.
  // Queues made before that still had it on, hence the update.
  // A run's job only claims its run (milliseconds): one still active after a minute belongs to a worker
  // that died or lost its database mid-claim, and pg-boss hands it out again.
  const options = { retryLimit: 3, retryDelay: 5, expireInSeconds: RUN_JOB_EXPIRY_SECONDS, notify: false };
  await queue.createQueue(RUN_QUEUE, options);
  await queue.updateQueue(RUN_QUEUE, { notify: false, expireInSeconds: RUN_JOB_EXPIRY_SECONDS });
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
      // Through a database outage the claim waits for the database, so its runs start once it is
      // back instead of at the job's expiry; any other failure fails the batch's jobs for a retry.
      const claimed = await retryWhileConnectionLost(
        () => claimPendingRuns(context.db, runIds, context.runningGraceSeconds),
        { onRetry: () => context.log.warn({ runIds }, 'waiting for the database to claim runs') },
      );
      for (const run of claimed) inFlight.track(executeClaimedRun(context, run));
      // Not claimed: already claimed (a redelivered job), or its automation is paused (D18).
      if (claimed.length < runIds.length) {
        const claimedIds = new Set(claimed.map((run) => run.id));
        await refuseQueuedRunsOfPaused(context, { runIds: runIds.filter((id) => !claimedIds.has(id)) });
      }
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
