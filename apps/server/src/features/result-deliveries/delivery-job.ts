import { sql } from 'drizzle-orm';
import { fromDrizzle, type DrizzleTransactionLike } from 'pg-boss';
import { z } from 'zod';
import type { Database } from '../../platform/db/database';
import { queueName, type JobQueue } from '../../platform/jobs/job-queue';

export const resultDeliveryJob = { id: 'result-deliveries.send', version: 1 } as const;
export const RESULT_DELIVERY_QUEUE = queueName(resultDeliveryJob);
export const resultDeliveryPayload = z.object({ deliveryId: z.uuid() });

/** Creates the queue and fills pg-boss's queue cache, so sending inside a transaction needs no other connection. */
export async function prepareResultDeliveryQueue(queue: JobQueue): Promise<void> {
  // retryLimit covers a crashed handler only; a service's failures are retried by the delivery itself.
  await queue.createQueue(RESULT_DELIVERY_QUEUE, { retryLimit: 3, retryDelay: 30, expireInSeconds: 120 });
  await queue.deleteJob(RESULT_DELIVERY_QUEUE, '00000000-0000-0000-0000-000000000000');
}

/** Queues a send in the caller's transaction, at once or at `startAfter`. */
export async function enqueueResultDelivery(queue: JobQueue, tx: Database, deliveryId: string, startAfter?: Date) {
  await queue.send(RESULT_DELIVERY_QUEUE, resultDeliveryPayload.parse({ deliveryId }), {
    db: fromDrizzle(tx as DrizzleTransactionLike, sql),
    ...(startAfter ? { startAfter } : {}),
  });
}
