import { z } from 'zod';
import { tokenTransactionType } from '../tokens/list-token-transactions';

/** GET /api/tokens/transactions/export.csv: all of the user's transactions, optionally of one type. */
export const exportTokenTransactionsQuery = z.object({
  type: tokenTransactionType.optional(),
});
export type ExportTokenTransactionsQuery = z.infer<typeof exportTokenTransactionsQuery>;
