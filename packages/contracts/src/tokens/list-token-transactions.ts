import { z } from 'zod';
import { ledgerEntryTypes } from '../admin-tokens/ledger-entry-type';
import { cursorParam, nextCursor, pageLimit } from '../pagination';

export const TOKEN_TRANSACTIONS_LIMIT = 50;

export const tokenTransactionType = z.enum(ledgerEntryTypes);
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
  /** The API key that started the run this entry is for; null for the web app and for non-run entries. */
  apiKeyName: z.string().nullable(),
  /** The MCP client signed in by OAuth that started the run this entry is for (its name, or its id). */
  oauthClientName: z.string().nullable(),
  runId: z.uuid().nullable(),
  expiresAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type TokenTransaction = z.infer<typeof tokenTransaction>;

/** Newest first; the first page without parameters is the 50 most recent (the web app's list). */
export const listTokenTransactionsQuery = z.object({
  limit: pageLimit(TOKEN_TRANSACTIONS_LIMIT),
  cursor: cursorParam,
});
export type ListTokenTransactionsQuery = z.infer<typeof listTokenTransactionsQuery>;

/** The signed-in user's transactions, newest first, in the order the ledger applied them. */
export const listTokenTransactionsResponse = z.object({ transactions: z.array(tokenTransaction), nextCursor });
export type ListTokenTransactionsResponse = z.infer<typeof listTokenTransactionsResponse>;
