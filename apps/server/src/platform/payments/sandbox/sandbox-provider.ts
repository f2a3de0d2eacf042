import { randomBytes } from 'node:crypto';
import { and, eq, lte } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { sandboxCheckoutSessions } from '../../db/schema';
import {
  PaymentSignatureError,
  toPaymentEvent,
  type CheckoutRequest,
  type CheckoutSessionEvent,
  type PaymentProvider,
} from '../payment-provider';
import { signSandboxPayload, verifySandboxSignature } from './sandbox-signature';

export type SandboxSession = typeof sandboxCheckoutSessions.$inferSelect;

/** Hands a signed event to Basalt's webhook handling, as Stripe's servers would over HTTP. */
export type DeliverEvent = (rawBody: Buffer, signature: string) => Promise<void>;

export interface SandboxCard {
  number: string;
  expiry: string;
  cvc: string;
}

export type SandboxPayment =
  | { outcome: 'paid'; redirectTo: string }
  | { outcome: 'declined'; message: string }
  | { outcome: 'closed'; session: SandboxSession };

export const SANDBOX_CARDS = { pays: '4242424242424242', declined: '4000000000000002' } as const;
const SESSION_LIFETIME_MS = 24 * 3_600_000;

export interface SandboxProvider extends PaymentProvider {
  readonly name: 'sandbox';
  getSession(id: string): Promise<SandboxSession | undefined>;
  /** Pays an open session with a test card; a paid session's event is delivered before this returns. */
  pay(id: string, card: SandboxCard, deliver: DeliverEvent): Promise<SandboxPayment>;
  /** Closes open sessions past their lifetime and delivers their checkout.session.expired events. */
  expireDueSessions(deliver: DeliverEvent, now?: Date): Promise<number>;
}

/**
 * Basalt's stand-in for Stripe when no keys are set: sessions in its own table, a hosted card page
 * (sandbox-checkout-page.ts), and events in Stripe's shape signed with a per-process secret, so the
 * same webhook code fulfils both. Events are delivered in-process, so no other process can sign them.
 */
export function createSandboxProvider(db: Database, publicUrl: string): SandboxProvider {
  const secret = randomBytes(32).toString('hex');

  const signedEvent = (type: string, session: SandboxSession, paymentStatus: string) => {
    const event: CheckoutSessionEvent = {
      id: `evt_sandbox_${randomBytes(12).toString('hex')}`,
      type,
      data: {
        object: {
          id: session.id,
          payment_status: paymentStatus,
          amount_total: session.amountUsdCents,
          currency: 'usd',
          client_reference_id: session.metadata.purchase_id ?? null,
          metadata: session.metadata,
        },
      },
    };
    const payload = JSON.stringify(event);
    return { rawBody: Buffer.from(payload), signature: signSandboxPayload(payload, secret) };
  };

  const getSession = async (id: string) =>
    (await db.select().from(sandboxCheckoutSessions).where(eq(sandboxCheckoutSessions.id, id)))[0];

  return {
    name: 'sandbox',
    signatureHeader: 'sandbox-signature',
    async createCheckoutSession(request: CheckoutRequest) {
      const id = `cs_sandbox_${randomBytes(18).toString('hex')}`;
      await db.insert(sandboxCheckoutSessions).values({
        id,
        amountUsdCents: request.amountUsdCents,
        productName: request.productName,
        customerEmail: request.customerEmail,
        metadata: { purchase_id: request.purchaseId, user_id: request.userId, package_id: request.packageId ?? '' },
        successUrl: request.successUrl,
        cancelUrl: request.cancelUrl,
        expiresAt: new Date(Date.now() + SESSION_LIFETIME_MS),
      });
      return { id, url: `${publicUrl}/sandbox-checkout/${id}` };
    },
    async closeCheckoutSession(sessionId) {
      // No expired event follows, as none follows Stripe's expire call for a session closed on purpose.
      await db
        .update(sandboxCheckoutSessions)
        .set({ status: 'expired' })
        .where(and(eq(sandboxCheckoutSessions.id, sessionId), eq(sandboxCheckoutSessions.status, 'open')));
      return (await getSession(sessionId))?.status === 'complete' ? 'paid' : 'closed';
    },
    parseEvent(rawBody, signature) {
      if (!signature || !verifySandboxSignature(rawBody, signature, secret)) {
        throw new PaymentSignatureError('The sandbox event signature does not match');
      }
      return toPaymentEvent(JSON.parse(rawBody.toString('utf8')) as CheckoutSessionEvent);
    },
    getSession,
    async pay(id, card, deliver) {
      const session = await getSession(id);
      if (!session || session.status !== 'open' || session.expiresAt <= new Date()) {
        if (!session) throw new Error(`no sandbox session ${id}`);
        return { outcome: 'closed', session };
      }
      const problem = cardProblem(card);
      if (problem) return { outcome: 'declined', message: problem };
      const { rawBody, signature } = signedEvent('checkout.session.completed', session, 'paid');
      // Delivered first: if fulfilment fails the session stays open and paying again is safe,
      // because fulfilment credits a purchase once however often its event arrives.
      await deliver(rawBody, signature);
      await db
        .update(sandboxCheckoutSessions)
        .set({ status: 'complete', completedAt: new Date() })
        .where(and(eq(sandboxCheckoutSessions.id, id), eq(sandboxCheckoutSessions.status, 'open')));
      return { outcome: 'paid', redirectTo: session.successUrl.replace('{CHECKOUT_SESSION_ID}', id) };
    },
    async expireDueSessions(deliver, now = new Date()) {
      const expired = await db
        .update(sandboxCheckoutSessions)
        .set({ status: 'expired' })
        .where(and(eq(sandboxCheckoutSessions.status, 'open'), lte(sandboxCheckoutSessions.expiresAt, now)))
        .returning();
      for (const session of expired) {
        const { rawBody, signature } = signedEvent('checkout.session.expired', session, 'unpaid');
        await deliver(rawBody, signature);
      }
      return expired.length;
    },
  };
}

/** Stripe's test-card behaviour, with Stripe's messages: 4242... pays, 4000 0000 0000 0002 is declined. */
function cardProblem(card: SandboxCard): string | undefined {
  const number = card.number.replace(/[\s-]/g, '');
  const expiry = card.expiry.replace(/\s/g, '').match(/^(\d{2})\/?(\d{2})$/);
  if (!/^\d{12,19}$/.test(number)) return 'Your card number is incomplete.';
  if (!expiry) return "Your card's expiration date is incomplete.";
  const [month, year] = [Number(expiry[1]), 2000 + Number(expiry[2])];
  const now = new Date();
  if (month < 1 || month > 12) return "Your card's expiration date is invalid.";
  if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)) {
    return "Your card's expiration year is in the past.";
  }
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return "Your card's security code is incomplete.";
  if (number === SANDBOX_CARDS.declined) return 'Your card was declined.';
  if (number !== SANDBOX_CARDS.pays) return 'Your card number is not a sandbox test card. Use 4242 4242 4242 4242.';
  return undefined;
}

export const isSandboxProvider = (provider: PaymentProvider | undefined): provider is SandboxProvider =>
  provider?.name === 'sandbox';
