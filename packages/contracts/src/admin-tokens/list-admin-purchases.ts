import { z } from 'zod';
import { purchaseStatus } from '../tokens/list-purchases';

export const ADMIN_PURCHASES_PAGE_SIZE = 50;

/** Every checkout of every user, newest first: completed, pending, declined (failed), cancelled, expired. */
export const listAdminPurchasesQuery = z.object({
  q: z.string().trim().max(200).optional().meta({ description: "Part of the buyer's e-mail or name" }),
  status: purchaseStatus.optional(),
  from: z.iso.date().optional().meta({ description: 'Created on or after this day (UTC), YYYY-MM-DD' }),
  to: z.iso.date().optional().meta({ description: 'Created on or before this day (UTC), YYYY-MM-DD' }),
  page: z.coerce.number().int().min(1).default(1),
});
export type ListAdminPurchasesQuery = z.infer<typeof listAdminPurchasesQuery>;

export const adminPurchaseRow = z.object({
  id: z.uuid(),
  userId: z.string(),
  email: z.string(),
  fullName: z.string().nullable(),
  /** The bundle's label, or null for a custom amount. */
  bundle: z.string().nullable(),
  amountUsdCents: z.number().int(),
  totalTokens: z.number().int(),
  status: purchaseStatus,
  provider: z.string(),
  createdAt: z.iso.datetime(),
  completedAt: z.iso.datetime().nullable(),
});
export type AdminPurchaseRow = z.infer<typeof adminPurchaseRow>;

export const listAdminPurchasesResponse = z.object({
  purchases: z.array(adminPurchaseRow),
  matching: z.number().int(),
  /** Dollars of the completed purchases among all that match the filters. */
  completedUsdCents: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ListAdminPurchasesResponse = z.infer<typeof listAdminPurchasesResponse>;
