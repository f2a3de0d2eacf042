import type { FastifyInstance } from 'fastify';
import type { JobQueue } from '../../platform/jobs/job-queue';
import type { PlatformDeps } from '../../platform/platform-deps';
import type { FilesContext } from '../files';
import { prepareResultDeliveryQueue, RESULT_DELIVERY_QUEUE, resultDeliveryPayload } from './delivery-job';
import { createResultDeliveriesContext, type ResultDeliveriesContext } from './result-deliveries-context';
import { registerResultDeliveryRoutes } from './result-deliveries.routes';
import { attemptResultDelivery } from './send-delivery';

export { checkedDeliveryChoice, deliveryTargets } from './delivery-choice';
export { insertRunDeliveries } from './result-deliveries.queries';
export { queueRunResultDeliveries } from './result-deliveries.service';
export { attemptResultDelivery } from './send-delivery';
export { createResultDeliveriesContext, type ResultDeliveriesContext } from './result-deliveries-context';

/** HTTP side: a run's deliveries and Resend. */
export function registerResultDeliveries(
  app: FastifyInstance,
  { config, db, jobQueue, files }: Pick<PlatformDeps, 'config' | 'db' | 'jobQueue'> & { files: FilesContext },
) {
  const context = createResultDeliveriesContext(config, db, files, jobQueue);
  app.addHook('onReady', async () => {
    // Runs end in this process too (cancel, callbacks): their deliveries are queued in-transaction.
    if (jobQueue) await prepareResultDeliveryQueue(jobQueue);
  });
  app.addHook('onClose', async () => context.outbound.close());
  registerResultDeliveryRoutes(app, context);
}

/** Worker side (ROLE worker or all): send the results of ended runs, a few at a time. */
export async function startResultDeliveryWorker(queue: JobQueue, context: ResultDeliveriesContext): Promise<void> {
  await prepareResultDeliveryQueue(queue);
  await queue.work(RESULT_DELIVERY_QUEUE, { batchSize: 8, pollingIntervalSeconds: 2 }, async (jobs) => {
    await Promise.all(
      jobs.map((job) => attemptResultDelivery(context, resultDeliveryPayload.parse(job.data).deliveryId)),
    );
  });
}
