import type { FastifyInstance } from 'fastify';
import type { JobQueue } from '../../platform/jobs/job-queue';
import type { PlatformDeps } from '../../platform/platform-deps';
import { attemptDelivery } from './deliver-webhook';
import { DELIVERY_QUEUE, deliveryPayload, prepareDeliveryQueue } from './delivery-job';
import { startDeliveryPrune } from './prune-deliveries';
import { createUserWebhooksContext, type UserWebhooksContext } from './user-webhooks-context';
import { registerUserWebhookRoutes } from './user-webhooks.routes';
import { registerWebhookEndpointRoutes } from './webhook-endpoints.routes';

export { endEvents, queueRunEvents, webhookEventsAtStart } from './run-webhook';
export { checkCompletionWebhookUrl } from './user-webhooks.service';
export { attemptDelivery } from './deliver-webhook';
export { createUserWebhooksContext, type UserWebhooksContext } from './user-webhooks-context';

/** HTTP side: endpoints (CRUD, secrets), the run-URL secret, deliveries and Resend. */
export function registerUserWebhooks(
  app: FastifyInstance,
  { config, db, jobQueue }: Pick<PlatformDeps, 'config' | 'db' | 'jobQueue'>,
) {
  const context = createUserWebhooksContext(config, db, jobQueue);
  app.addHook('onReady', async () => {
    // Runs end in this process too (cancel, callbacks): their deliveries are queued in-transaction.
    if (jobQueue) await prepareDeliveryQueue(jobQueue);
  });
  app.addHook('onClose', async () => context.outbound.close());
  registerWebhookEndpointRoutes(app, context);
  registerUserWebhookRoutes(app, context);
}

/** Worker side (ROLE worker or all): POST queued deliveries, a few at a time; forget old ones daily. */
export async function startUserWebhookWorker(queue: JobQueue, context: UserWebhooksContext): Promise<void> {
  await prepareDeliveryQueue(queue);
  await queue.work(DELIVERY_QUEUE, { batchSize: 8, pollingIntervalSeconds: 2 }, async (jobs) => {
    await Promise.all(jobs.map((job) => attemptDelivery(context, deliveryPayload.parse(job.data).deliveryId)));
  });
  await startDeliveryPrune(queue, context.db);
}
