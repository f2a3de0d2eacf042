import { z } from 'zod';
import type { Config } from '../../platform/config/config';
import type { Database } from '../../platform/db/database';
import { queueName, workJob, type JobDefinition, type JobQueue } from '../../platform/jobs/job-queue';
import { createPaymentProvider, isSandboxProvider } from '../../platform/payments';
import { expirePendingPurchases } from './checkout.queries';
import { handlePaymentEvent, type CheckoutDependencies } from './checkout.service';

const payload = z.object({});

/** A checkout session lives 24 hours at Stripe and in the sandbox. */
const SESSION_LIFETIME_MS = 24 * 3_600_000;
/** Time for the provider's own expiry event to arrive before Basalt closes the purchase itself. */
const EXPIRY_GRACE_MS = 3_600_000;

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

/**
 * Every checkout abandoned for more than a day ends as expired, whatever the provider: the
 * sandbox's through its expiry events, and any purchase whose provider event never came (a missed
 * Stripe webhook, a provider changed since) by the purchase's own age, so none stays Pending.
 */
export async function expireAbandonedCheckouts(deps: CheckoutDependencies, now = new Date()): Promise<number> {
  const viaEvents = await expireSandboxCheckouts(deps, now);
  const cutoff = new Date(now.getTime() - SESSION_LIFETIME_MS - EXPIRY_GRACE_MS);
  return viaEvents + (await expirePendingPurchases(deps.db, cutoff));
}

export function expireAbandonedCheckoutsJob(deps: CheckoutDependencies): JobDefinition<typeof payload> {
  return {
    // The id from when only sandbox sessions expired: a new one would orphan the cron schedule that
    // existing databases hold under it.
    id: 'checkout.expire-sandbox-sessions',
    version: 1,
    payload,
    handle: async () => {
      await expireAbandonedCheckouts(deps);
    },
  };
}

/** Called when a worker starts. */
export async function startCheckoutJobs(
  queue: JobQueue,
  options: { db: Database; config: Config; log: CheckoutDependencies['log'] },
): Promise<void> {
  const payments = createPaymentProvider(options.config, options.db);
  const job = expireAbandonedCheckoutsJob({ ...options, payments });
  await workJob(queue, job);
  await queue.schedule(queueName(job), '*/15 * * * *', {});
}
