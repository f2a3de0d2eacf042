import { sql } from 'drizzle-orm';
import { fromDrizzle, type DrizzleTransactionLike } from 'pg-boss';
import { z } from 'zod';
import type { Database } from '../../platform/db/database';
import { queueName, type JobQueue } from '../../platform/jobs/job-queue';

export const deliveryJob = { id: 'user-webhooks.deliver', version: 1 } as const;
export const DELIVERY_QUEUE = queueName(deliveryJob);
export const deliveryPayload = z.object({ deliveryId: z.uuid() });

/** Creates the queue and fills pg-boss's queue cache, so sending inside a transaction needs no other connection. */
export async function prepareDeliveryQueue(queue: JobQueue): Promise<void> {
  // retryLimit covers a crashed handler only; a receiver's failures are retried by the schedule itself.
  await queue.createQueue(DELIVERY_QUEUE, { retryLimit: 3, retryDelay: 30, expireInSeconds: 120 });
  await queue.deleteJob(DELIVERY_QUEUE, '00000000-0000-0000-0000-000000000000');
}

/** Queues an attempt in the caller's transaction, at once or at `startAfter`. */
export async function enqueueDelivery(queue: JobQueue, tx: Database, deliveryId: string, startAfter?: Date) {
  await queue.send(DELIVERY_QUEUE, deliveryPayload.parse({ deliveryId }), {
    db: fromDrizzle(tx as DrizzleTransactionLike, sql),
    ...(startAfter ? { startAfter } : {}),
  });
}
