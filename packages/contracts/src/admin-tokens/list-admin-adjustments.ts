import { z } from 'zod';

export const RECENT_ADJUSTMENTS_LIMIT = 20;

export const adminAdjustment = z.object({
  id: z.uuid(),
  createdAt: z.iso.datetime(),
  userId: z.string(),
  userEmail: z.string().nullable(),
  userName: z.string().nullable(),
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  reason: z.string(),
  adminEmail: z.string().nullable(),
});
export type AdminAdjustment = z.infer<typeof adminAdjustment>;

export const listAdminAdjustmentsResponse = z.object({ adjustments: z.array(adminAdjustment) });
export type ListAdminAdjustmentsResponse = z.infer<typeof listAdminAdjustmentsResponse>;
