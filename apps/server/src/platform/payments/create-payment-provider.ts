import type { Config } from '../config/config';
import type { Database } from '../db/database';
import type { PaymentProvider } from './payment-provider';
import { createSandboxProvider } from './sandbox/sandbox-provider';
import { createStripeProvider } from './stripe-provider';

/**
 * Stripe when both keys are set; otherwise the sandbox when it is allowed (outside production by
 * default); otherwise none, and checkout answers that card payments are not set up.
 */
export function createPaymentProvider(config: Config, db: Database): PaymentProvider | undefined {
  if (config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET) {
    return createStripeProvider({
      secretKey: config.STRIPE_SECRET_KEY,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
      apiUrl: config.STRIPE_API_URL,
    });
  }
  return config.PAYMENTS_SANDBOX ? createSandboxProvider(db, config.PUBLIC_URL) : undefined;
}
