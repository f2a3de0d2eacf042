import { z } from 'zod';

/** Kinds of ledger entry (DESIGN D3); credits are positive amounts, debits negative. */
export const ledgerEntryTypes = [
  'purchase',
  'bonus',
  'subscription_grant',
  'refund',
  'deduction',
  'hold',
  'release',
  'expiration',
  'admin_adjustment',
] as const;
export const ledgerEntryType = z.enum(ledgerEntryTypes);
export type LedgerEntryType = z.infer<typeof ledgerEntryType>;
