import { z } from 'zod';
import { and, inArray, lt } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { userWebhookDeliveries } from '../../platform/db/schema';
import { queueName, workJob, type JobDefinition, type JobQueue } from '../../platform/jobs/job-queue';

/** How long a finished delivery and its attempts stay visible (and resendable) on the API tab. */
export const DELIVERY_RETENTION_DAYS = 30;

/** Deletes finished deliveries past retention; their attempts go with them (cascade). */
export async function pruneFinishedDeliveries(db: Database, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - DELIVERY_RETENTION_DAYS * 86_400_000);
  const removed = await db
    .delete(userWebhookDeliveries)
    .where(
      and(inArray(userWebhookDeliveries.status, ['delivered', 'failed']), lt(userWebhookDeliveries.createdAt, cutoff)),
    )
    .returning({ id: userWebhookDeliveries.id });
  return removed.length;
}

const payload = z.object({});

/** Daily on the worker; pg-boss keeps one cron entry for all worker processes. */
export async function startDeliveryPrune(queue: JobQueue, db: Database): Promise<void> {
  const job: JobDefinition<typeof payload> = {
    id: 'user-webhooks.prune-deliveries',
    version: 1,
    payload,
    handle: async () => {
      await pruneFinishedDeliveries(db);
    },
  };
  await workJob(queue, job);
  await queue.schedule(queueName(job), '41 3 * * *', {});
}
