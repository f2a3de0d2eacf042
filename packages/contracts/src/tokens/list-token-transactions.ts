import { z } from 'zod';

export const TOKEN_TRANSACTIONS_LIMIT = 50;

export const tokenTransactionType = z.enum([
  'purchase',
  'bonus',
  'subscription_grant',
  'refund',
  'deduction',
  'hold',
  'release',
  'expiration',
  'admin_adjustment',
]);
export type TokenTransactionType = z.infer<typeof tokenTransactionType>;

export const tokenTransaction = z.object({
  id: z.uuid(),
  type: tokenTransactionType,
  /** Signed: credits positive, debits negative. */
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  description: z.string(),
  automationId: z.uuid().nullable(),
  automationName: z.string().nullable(),
  runId: z.uuid().nullable(),
  expiresAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type TokenTransaction = z.infer<typeof tokenTransaction>;

/** The signed-in user's most recent transactions, newest first, at most 50. */
export const listTokenTransactionsResponse = z.object({ transactions: z.array(tokenTransaction) });
export type ListTokenTransactionsResponse = z.infer<typeof listTokenTransactionsResponse>;
