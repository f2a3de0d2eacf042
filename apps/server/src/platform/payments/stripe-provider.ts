import Stripe from 'stripe';
import {
  PaymentSignatureError,
  toPaymentEvent,
  type CheckoutRequest,
  type CheckoutSessionEvent,
  type PaymentProvider,
} from './payment-provider';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** stripe-mock or a local stand-in in tests; unset means api.stripe.com. */
  apiUrl?: string;
}

/** Stripe Checkout: a hosted payment page per purchase, and signed webhook events. */
export function createStripeProvider(settings: StripeSettings): PaymentProvider {
  const api = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(api && { host: api.hostname, port: api.port, protocol: api.protocol.replace(':', '') as 'http' | 'https' }),
  });
  return {
    name: 'stripe',
    signatureHeader: 'stripe-signature',
    async createCheckoutSession(request: CheckoutRequest) {
      const metadata = {
        purchase_id: request.purchaseId,
        user_id: request.userId,
        package_id: request.packageId ?? '',
      };
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'usd',
                unit_amount: request.amountUsdCents,
                product_data: { name: request.productName },
              },
            },
          ],
          customer_email: request.customerEmail,
          client_reference_id: request.purchaseId,
          metadata,
          payment_intent_data: { metadata },
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        },
        // A retried request for the same purchase returns the same session instead of a second one.
        { idempotencyKey: `checkout-session:${request.purchaseId}` },
      );
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a url`);
      return { id: session.id, url: session.url };
    },
    async closeCheckoutSession(sessionId) {
      try {
        await stripe.checkout.sessions.expire(sessionId);
        return 'closed';
      } catch (error) {
        // Stripe refuses to expire a session that is no longer open: paid, or expired already.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
        const session = await stripe.checkout.sessions.retrieve(sessionId);
        return session.status === 'complete' ? 'paid' : 'closed';
      }
    },
    parseEvent(rawBody, signature) {
      if (!signature) throw new PaymentSignatureError('Missing Stripe-Signature header');
      try {
        const event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
        return toPaymentEvent(event as unknown as CheckoutSessionEvent);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
          throw new PaymentSignatureError(error.message);
        }
        throw error;
      }
    },
  };
}
