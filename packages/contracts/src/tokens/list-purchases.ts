import { z } from 'zod';

export const PURCHASES_LIMIT = 10;

export const purchaseStatuses = ['pending', 'completed', 'failed', 'cancelled', 'expired'] as const;
export const purchaseStatus = z.enum(purchaseStatuses);
export type PurchaseStatus = z.infer<typeof purchaseStatus>;

export const purchase = z.object({
  id: z.uuid(),
  /** The bundle's label, or null for a custom amount. */
  packageLabel: z.string().nullable(),
  amountUsdCents: z.number().int(),
  baseTokens: z.number().int(),
  bonusTokens: z.number().int(),
  totalTokens: z.number().int(),
  status: purchaseStatus,
  createdAt: z.iso.datetime(),
  completedAt: z.iso.datetime().nullable(),
});
export type Purchase = z.infer<typeof purchase>;

/** The signed-in user's last 10 purchases, newest first. */
export const listPurchasesResponse = z.object({ purchases: z.array(purchase) });
export type ListPurchasesResponse = z.infer<typeof listPurchasesResponse>;
