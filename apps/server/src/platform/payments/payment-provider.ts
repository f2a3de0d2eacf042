/** What Basalt asks a payment provider for: a hosted card form for one purchase. */
export interface CheckoutRequest {
  purchaseId: string;
  userId: string;
  packageId: string | null;
  customerEmail: string;
  /** The line item, e.g. 'Crate: 250 tokens'. */
  productName: string;
  amountUsdCents: number;
  /** May hold {CHECKOUT_SESSION_ID}, replaced by the provider. */
  successUrl: string;
  cancelUrl: string;
}

export interface CheckoutSession {
  id: string;
  /** Where the browser goes to pay. */
  url: string;
}

/** A verified provider event, reduced to what fulfilment acts on. */
export type PaymentEvent =
  | { kind: 'paid'; eventId: string; sessionId: string; purchaseId?: string; amountUsdCents: number; currency: string }
  | { kind: 'failed' | 'expired'; eventId: string; sessionId: string; purchaseId?: string }
  | { kind: 'ignored'; eventId: string; type: string };

export interface PaymentProvider {
  readonly name: 'stripe' | 'sandbox';
  /** The request header that carries the event signature. */
  readonly signatureHeader: string;
  createCheckoutSession(request: CheckoutRequest): Promise<CheckoutSession>;
  /**
   * Closes a session nobody paid, so its page can no longer take a payment: 'closed', or 'paid' when
   * it was paid meanwhile (its paid event credits the purchase).
   */
  closeCheckoutSession(sessionId: string): Promise<'closed' | 'paid'>;
  /** Verifies the signature over the exact bytes received; throws PaymentSignatureError if it fails. */
  parseEvent(rawBody: Buffer, signature: string | undefined): PaymentEvent;
}

export class PaymentSignatureError extends Error {}

/** The part of a Stripe event (and of the sandbox's, which copies its shape) that Basalt reads. */
export interface CheckoutSessionEvent {
  id: string;
  type: string;
  data: {
    object: {
      id: string;
      payment_status?: string;
      amount_total?: number | null;
      currency?: string | null;
      client_reference_id?: string | null;
      metadata?: Record<string, string> | null;
    };
  };
}

/**
 * checkout.session.completed is paid unless the payment method settles later (payment_status
 * 'unpaid'), in which case async_payment_succeeded or _failed follows. Anything else is ignored.
 */
export function toPaymentEvent(event: CheckoutSessionEvent): PaymentEvent {
  const session = event.data.object;
  const base = {
    eventId: event.id,
    sessionId: session.id,
    purchaseId: session.metadata?.purchase_id ?? session.client_reference_id ?? undefined,
  };
  const paid = {
    ...base,
    kind: 'paid' as const,
    amountUsdCents: session.amount_total ?? 0,
    currency: session.currency ?? '',
  };
  switch (event.type) {
    case 'checkout.session.completed':
      return session.payment_status === 'paid' ? paid : { kind: 'ignored', eventId: event.id, type: event.type };
    case 'checkout.session.async_payment_succeeded':
      return paid;
    case 'checkout.session.async_payment_failed':
      return { ...base, kind: 'failed' };
    case 'checkout.session.expired':
      return { ...base, kind: 'expired' };
    default:
      return { kind: 'ignored', eventId: event.id, type: event.type };
  }
}
