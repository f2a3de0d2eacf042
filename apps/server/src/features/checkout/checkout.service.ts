import {
  MIN_PURCHASE_USD,
  quoteCustomAmount,
  type CreateCheckoutSessionInput,
  type CreateCheckoutSessionResponse,
} from '@basalt/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { SessionUser } from '../../platform/auth';
import type { Config } from '../../platform/config/config';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import { PaymentSignatureError, type PaymentProvider } from '../../platform/payments';
import { findActivePackage, insertPurchase, listActiveTiers, updatePurchase } from './checkout.queries';
import { applyPaymentEvent, type FulfilmentOutcome } from './fulfil-purchase';

export interface CheckoutDependencies {
  db: Database;
  config: Pick<Config, 'PUBLIC_URL' | 'TOKEN_EXPIRY_DAYS'>;
  payments: PaymentProvider | undefined;
  log: FastifyBaseLogger;
}

const FAILED_TO_START = 'Failed to start checkout. Please try again.';

/** What is being bought: a bundle, or a custom amount with the tiers' bonus. */
async function pricePurchase(db: Database, input: CreateCheckoutSessionInput) {
  if (input.packageId) {
    const bundle = await findActivePackage(db, input.packageId);
    if (!bundle) throw new AppError('NOT_FOUND', 'This token package is no longer available');
    return {
      packageId: bundle.id,
      amountUsdCents: bundle.amountUsdCents,
      baseTokens: bundle.tokens,
      bonusTokens: bundle.bonusTokens,
      name: bundle.label,
    };
  }
  const amountUsdCents = (input.amountUsd ?? MIN_PURCHASE_USD) * 100;
  const quote = quoteCustomAmount(amountUsdCents, await listActiveTiers(db));
  return { packageId: null, amountUsdCents, ...quote, name: 'Custom amount' };
}

/**
 * Where the payment page's Back link returns: the page the purchase started from, marked so that the
 * app says the checkout was cancelled and closes the purchase (cancel-purchase.ts).
 */
export function cancelledPath(returnPath: string, purchaseId: string): string {
  const [beforeHash, hash] = returnPath.split('#', 2) as [string, string | undefined];
  const [path, query = ''] = beforeHash.split('?', 2) as [string, string | undefined];
  const params = new URLSearchParams(query);
  params.set('checkout', 'cancelled');
  params.set('purchase_id', purchaseId);
  return `${path}?${params.toString()}${hash === undefined ? '' : `#${hash}`}`;
}

/**
 * Records a pending purchase and opens the provider's payment page for it. Tokens are credited only
 * when the provider's signed event says the session was paid (DESIGN §3).
 */
export async function createCheckoutSession(
  deps: CheckoutDependencies,
  user: SessionUser,
  input: CreateCheckoutSessionInput,
): Promise<CreateCheckoutSessionResponse> {
  if (!deps.payments) throw new AppError('UNAVAILABLE', 'Card payments are not set up on this server yet.');
  const priced = await pricePurchase(deps.db, input);
  const totalTokens = priced.baseTokens + priced.bonusTokens;
  const purchase = await insertPurchase(deps.db, {
    userId: user.id,
    packageId: priced.packageId,
    amountUsdCents: priced.amountUsdCents,
    baseTokens: priced.baseTokens,
    bonusTokens: priced.bonusTokens,
    totalTokens,
    provider: deps.payments.name,
  });
  try {
    const session = await deps.payments.createCheckoutSession({
      purchaseId: purchase.id,
      userId: user.id,
      packageId: priced.packageId,
      customerEmail: user.email,
      productName: `${priced.name}: ${totalTokens.toLocaleString('en-US')} tokens`,
      amountUsdCents: priced.amountUsdCents,
      successUrl: `${deps.config.PUBLIC_URL}/dashboard/tokens?purchase=success&session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${deps.config.PUBLIC_URL}${cancelledPath(input.returnPath ?? '/dashboard/tokens', purchase.id)}`,
    });
    await updatePurchase(deps.db, purchase.id, { providerSessionId: session.id });
    return { url: session.url };
  } catch (error) {
    deps.log.error({ err: error, purchaseId: purchase.id }, 'could not create a checkout session');
    await updatePurchase(deps.db, purchase.id, { status: 'failed' });
    throw new AppError('UNAVAILABLE', FAILED_TO_START);
  }
}

/** The provider's webhook (and the sandbox's in-process delivery): verify, then fulfil. */
export async function handlePaymentEvent(
  deps: CheckoutDependencies,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<FulfilmentOutcome> {
  if (!deps.payments) throw new AppError('NOT_FOUND', 'No payment provider is set up');
  let event;
  try {
    event = deps.payments.parseEvent(rawBody, signature);
  } catch (error) {
    if (error instanceof PaymentSignatureError) throw new AppError('BAD_REQUEST', 'Invalid signature');
    throw new AppError('BAD_REQUEST', 'Invalid event');
  }
  const outcome = await applyPaymentEvent(
    { db: deps.db, provider: deps.payments.name, tokenExpiryDays: deps.config.TOKEN_EXPIRY_DAYS, log: deps.log },
    event,
  );
  deps.log.info({ eventId: event.eventId, kind: event.kind, outcome }, 'payment event handled');
  return outcome;
}
