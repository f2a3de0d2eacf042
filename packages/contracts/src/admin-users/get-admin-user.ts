import { z } from 'zod';
import { ledgerEntryType } from '../admin-tokens/ledger-entry-type';

export const adminUserParams = z.object({ id: z.string().min(1).max(100) });
export type AdminUserParams = z.infer<typeof adminUserParams>;

export const adminUserTransaction = z.object({
  id: z.uuid(),
  type: ledgerEntryType,
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  description: z.string(),
  createdAt: z.iso.datetime(),
});
export type AdminUserTransaction = z.infer<typeof adminUserTransaction>;

export const adminUserDetails = z.object({
  id: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  fullName: z.string(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  isAdmin: z.boolean(),
  createdAt: z.iso.datetime(),
  lastSignInAt: z.iso.datetime().nullable(),
  subscriptionTier: z.string().nullable(),
  subscriptionStatus: z.string().nullable(),
  subscriptionRenewsAt: z.iso.datetime().nullable(),
  tokenBalance: z.number().int(),
  tokensPurchased: z.number().int(),
  tokensSpent: z.number().int(),
  runCount: z.number().int(),
  /** completed / (completed + failed) in percent with one decimal (DESIGN D6); null before any finished run. */
  successRate: z.number().nullable(),
  lastRunAt: z.iso.datetime().nullable(),
  /** Newest first, at most 20; `transactionCount` is the user's full count. */
  transactions: z.array(adminUserTransaction),
  transactionCount: z.number().int(),
});
export type AdminUserDetails = z.infer<typeof adminUserDetails>;

export const getAdminUserResponse = z.object({ user: adminUserDetails });
export type GetAdminUserResponse = z.infer<typeof getAdminUserResponse>;
