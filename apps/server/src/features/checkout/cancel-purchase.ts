import type { CancelPurchaseResponse } from '@basalt/contracts';
import type { SessionUser } from '../../platform/auth';
import { AppError } from '../../platform/errors/app-error';
import { closePendingPurchase, findOwnPurchase } from './checkout.queries';
import type { CheckoutDependencies } from './checkout.service';

/**
 * The person came back from the payment page by its Back or Cancel link: the checkout session is
 * closed at the provider, so it can take no payment later, and the purchase ends as cancelled
 * instead of staying pending until the expiry job. A session paid meanwhile is left to its paid
 * event (which credits even a closed purchase, fulfil-purchase.ts); a purchase already closed keeps
 * its status, so asking twice is harmless.
 */
export async function cancelPurchase(
  deps: CheckoutDependencies,
  user: SessionUser,
  purchaseId: string,
): Promise<CancelPurchaseResponse> {
  const purchase = await findOwnPurchase(deps.db, user.id, purchaseId);
  if (!purchase) throw new AppError('NOT_FOUND', 'Purchase not found');
  if (purchase.status !== 'pending') return { purchaseId, status: purchase.status };
  const provider = deps.payments?.name === purchase.provider ? deps.payments : undefined;
  if (provider && purchase.providerSessionId) {
    try {
      if ((await provider.closeCheckoutSession(purchase.providerSessionId)) === 'paid') {
        return { purchaseId, status: 'pending' };
      }
    } catch (error) {
      // Cancelled all the same: should the page still take a payment, its paid event credits it.
      deps.log.warn({ err: error, purchaseId }, 'could not close the checkout session at the provider');
    }
  }
  await closePendingPurchase(deps.db, purchaseId, 'cancelled');
  const after = await findOwnPurchase(deps.db, user.id, purchaseId);
  return { purchaseId, status: after?.status ?? 'cancelled' };
}
