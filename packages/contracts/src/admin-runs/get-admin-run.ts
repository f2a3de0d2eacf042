import { z } from 'zod';
import { run } from '../runs/run';
import { runLogEvent } from '../runs/run-log';
import { tokenTransactionType } from '../tokens/list-token-transactions';
import { adminRunUser } from './list-admin-runs';

export const adminRunParams = z.object({ id: z.uuid() });

/** A ledger entry that names the run: its hold, charge, release or refund. */
export const adminRunLedgerEntry = z.object({
  id: z.uuid(),
  type: tokenTransactionType,
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  description: z.string(),
  createdAt: z.iso.datetime(),
});

export const getAdminRunResponse = z.object({
  run,
  user: adminRunUser,
  events: z.array(runLogEvent),
  ledger: z.array(adminRunLedgerEntry),
});
export type GetAdminRunResponse = z.infer<typeof getAdminRunResponse>;
