import { z } from 'zod';
import { purchaseStatus } from './list-purchases';

/** POST /api/purchases/{purchaseId}/cancel: the person came back from the payment page without paying. */
export const cancelPurchaseParams = z.object({ purchaseId: z.uuid() });
export type CancelPurchaseParams = z.infer<typeof cancelPurchaseParams>;

/**
 * The purchase's status afterwards: `cancelled`, or what it already was (a purchase paid meanwhile
 * stays `completed`; one already closed keeps its status).
 */
export const cancelPurchaseResponse = z.object({ purchaseId: z.uuid(), status: purchaseStatus });
export type CancelPurchaseResponse = z.infer<typeof cancelPurchaseResponse>;
