import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../platform/db/database';
import type { PaymentEvent } from '../../platform/payments';
import { credit, lotExpiry } from '../ledger';
import {
  closePendingPurchase,
  findPurchaseBySession,
  lockPurchase,
  packageLabel,
  updatePurchase,
} from './checkout.queries';

export type FulfilmentOutcome =
  'credited' | 'already_credited' | 'closed' | 'unchanged' | 'unknown_purchase' | 'mismatch' | 'ignored';

/**
 * Basalt's purchase ids are uuids. Another integration on the same Stripe account may put anything
 * in purchase_id or client_reference_id; looked up as it is, PostgreSQL refused the cast and the
 * webhook answered 500, which Stripe retries for days. Not ours: acknowledged and ignored.
 */
const PURCHASE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface FulfilmentContext {
  db: Database;
  provider: 'stripe' | 'sandbox';
  tokenExpiryDays: number;
  log: FastifyBaseLogger;
  now?: Date;
}

/**
 * Applies a verified payment event to its purchase, whatever order events come in and however
 * often: the purchase row is locked, a paid event credits once (and wins over an earlier failed or
 * expired), and failure or expiry only closes a purchase that is still pending.
 */
export async function applyPaymentEvent(ctx: FulfilmentContext, event: PaymentEvent): Promise<FulfilmentOutcome> {
  if (event.kind === 'ignored') return 'ignored';
  if (event.purchaseId && !PURCHASE_ID.test(event.purchaseId)) {
    ctx.log.warn({ event }, 'payment event naming no purchase id of ours; acknowledged and ignored');
    return 'unknown_purchase';
  }
  return ctx.db.transaction(async (tx) => {
    const purchaseId = event.purchaseId || (await findPurchaseBySession(tx, event.sessionId))?.id;
    const purchase = purchaseId ? await lockPurchase(tx, purchaseId) : undefined;
    const sessionMatches = purchase?.providerSessionId === null || purchase?.providerSessionId === event.sessionId;
    if (!purchase || purchase.provider !== ctx.provider || !sessionMatches) {
      ctx.log.warn({ event }, 'payment event for no purchase of ours; acknowledged and ignored');
      return 'unknown_purchase';
    }
    if (event.kind !== 'paid') {
      return (await closePendingPurchase(tx, purchase.id, event.kind)) ? 'closed' : 'unchanged';
    }
    if (purchase.status === 'completed') return 'already_credited';
    if (event.amountUsdCents !== purchase.amountUsdCents || event.currency.toLowerCase() !== 'usd') {
      ctx.log.error({ event, purchaseId: purchase.id }, 'paid amount differs from the purchase; not credited');
      return 'mismatch';
    }

    const now = ctx.now ?? new Date();
    const expiresAt = lotExpiry(now, ctx.tokenExpiryDays);
    const label = (await packageLabel(tx, purchase.packageId)) ?? 'Custom amount';
    const common = { userId: purchase.userId, purchaseId: purchase.id, expiresAt, now };
    const metadata = { provider: ctx.provider, session_id: event.sessionId, event_id: event.eventId };
    await credit(
      { within: tx },
      {
        ...common,
        type: 'purchase',
        amount: purchase.baseTokens,
        description: `${label}: ${purchase.baseTokens.toLocaleString('en-US')} tokens`,
        idempotencyKey: `purchase:${purchase.id}`,
        metadata,
      },
    );
    if (purchase.bonusTokens > 0) {
      await credit(
        { within: tx },
        {
          ...common,
          type: 'bonus',
          amount: purchase.bonusTokens,
          description: `Bonus tokens with ${label}`,
          idempotencyKey: `purchase:${purchase.id}:bonus`,
          metadata,
        },
      );
    }
    await updatePurchase(tx, purchase.id, {
      status: 'completed',
      completedAt: now,
      providerSessionId: event.sessionId,
    });
    return 'credited';
  });
}
