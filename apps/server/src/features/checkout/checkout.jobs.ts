import { z } from 'zod';
import type { Config } from '../../platform/config/config';
import type { Database } from '../../platform/db/database';
import { queueName, workJob, type JobDefinition, type JobQueue } from '../../platform/jobs/job-queue';
import { createPaymentProvider, isSandboxProvider } from '../../platform/payments';
import { handlePaymentEvent, type CheckoutDependencies } from './checkout.service';

const payload = z.object({});

/**
 * Sandbox sessions left unpaid expire after a day, as Stripe's do; their purchases then show as
 * expired through the same signed-event path Stripe's checkout.session.expired takes.
 */
export function expireSandboxCheckouts(deps: CheckoutDependencies, now = new Date()): Promise<number> {
  if (!isSandboxProvider(deps.payments)) return Promise.resolve(0);
  return deps.payments.expireDueSessions(async (rawBody, signature) => {
    await handlePaymentEvent(deps, rawBody, signature);
  }, now);
}

export function expireSandboxCheckoutsJob(deps: CheckoutDependencies): JobDefinition<typeof payload> {
  return {
    id: 'checkout.expire-sandbox-sessions',
    version: 1,
    payload,
    handle: async () => {
      await expireSandboxCheckouts(deps);
    },
  };
}

/** Called when a worker starts; Stripe expires its own sessions, so only the sandbox needs this. */
export async function startCheckoutJobs(
  queue: JobQueue,
  options: { db: Database; config: Config; log: CheckoutDependencies['log'] },
): Promise<void> {
  const payments = createPaymentProvider(options.config, options.db);
  if (!isSandboxProvider(payments)) return;
  const job = expireSandboxCheckoutsJob({ ...options, payments });
  await workJob(queue, job);
  await queue.schedule(queueName(job), '*/15 * * * *', {});
}
