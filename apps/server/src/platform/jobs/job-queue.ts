import { createHash } from 'node:crypto';
import { PgBoss, fromPglite } from 'pg-boss';
import type { z } from 'zod';
import type { DatabaseHandle } from '../db/database';
import { StatementCachingClient } from '../db/statement-cache';

/** A background job: a queue name, a versioned zod payload and a handler (Documenso's job shape). */
export interface JobDefinition<Payload extends z.ZodType> {
  id: string;
  version: number;
  payload: Payload;
  handle(payload: z.infer<Payload>): Promise<void>;
}

export type JobQueue = PgBoss;

/**
 * pg-boss on whichever database this process uses: the same PGlite instance (through its adapter) or
 * the PostgreSQL server. Jobs live in the `pgboss` schema so a job can be enqueued in the same
 * transaction as the change that caused it.
 */
export function createJobQueue(database: DatabaseHandle, options: { handlesJobs: boolean }): JobQueue {
  if (database.kind === 'pglite' && database.pglite) {
    return new PgBoss({ db: fromPglite(database.pglite), backend: 'pglite', schema: 'pgboss' });
  }
  // useListenNotify: workers of notify-enabled queues (runs) wake on a new job instead of polling.
  // Only where jobs are handled: a web process only sends (its NOTIFY goes out all the same), and
  // every listening connection is woken by PostgreSQL at each commit that notifies, whatever the
  // channel, so a needless listener costs a wake-up per run step (decision 039).
  // pg-boss hands its options to pg.Pool, which takes the client class: its statements are prepared
  // once per connection like the app's own (platform/db/statement-cache.ts).
  const poolOptions = {
    connectionString: database.connectionString,
    schema: 'pgboss',
    max: 4,
    // Kept open through quiet spells, as the app's pool is (platform/db/database.ts).
    min: 4,
    useListenNotify: options.handlesJobs,
  };
  return new PgBoss({ ...poolOptions, Client: StatementCachingClient } as typeof poolOptions);
}

/**
 * The channel on which pg-boss's listener wakes a queue's workers, the payload naming the queue:
 * pg-boss 12 names it 'pgboss_' and the first 24 hex digits of the SHA-224 of its schema. A job sent
 * without pg-boss's own NOTIFY (a queue whose `notify` is off, so that the sending transaction commits
 * without the lock every notifying commit takes) is announced here once that transaction has
 * committed (job-queue-listen.test.ts fails should pg-boss ever name it otherwise).
 */
export const JOB_WAKE_CHANNEL = `pgboss_${createHash('sha224').update('pgboss').digest('hex').slice(0, 24)}`;

/** Queue names carry the version so a payload change never meets a handler of the old shape. */
export const queueName = (job: { id: string; version: number }) => `${job.id}.v${job.version}`;

export async function sendJob<Payload extends z.ZodType>(
  queue: JobQueue,
  job: JobDefinition<Payload>,
  payload: z.infer<Payload>,
): Promise<string | null> {
  const name = queueName(job);
  await queue.createQueue(name);
  return queue.send(name, job.payload.parse(payload) as object);
}

/** Starts handling a job on this process (ROLE=worker or all). */
export async function workJob<Payload extends z.ZodType>(
  queue: JobQueue,
  job: JobDefinition<Payload>,
  options: { pollingIntervalSeconds?: number } = {},
) {
  const name = queueName(job);
  await queue.createQueue(name);
  await queue.work(name, options, async (batch) => {
    for (const item of batch) await job.handle(job.payload.parse(item.data));
  });
}
