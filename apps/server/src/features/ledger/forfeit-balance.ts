import type { Database } from '../../platform/db/database';
import { withUserLedger, type LedgerResult } from './ledger-writer';

/**
 * A deleted account gives up its unused tokens. Its profile, which holds the balance, is removed
 * (decision 006), and D3 (balance = entries = lots) must still hold afterwards with a balance of
 * zero: every lot still holding tokens gets an `expiration` entry, as if it had run out, marked
 * `account_deleted` in its metadata (decision 028).
 */
export function forfeitBalance(db: Database, input: { userId: string; now?: Date }): Promise<LedgerResult> {
  return withUserLedger(db, { userId: input.userId, now: input.now }, async (ledger) => {
    for (const lot of await ledger.spendableLots()) {
      await ledger.write(
        {
          type: 'expiration',
          description: `${lot.remainingAmount} unused tokens given up: the account was deleted`,
          lotId: lot.id,
          purchaseId: lot.purchaseId,
          expiresAt: lot.expiresAt,
          metadata: { lotSource: lot.source, reason: 'account_deleted' },
        },
        -lot.remainingAmount,
        [{ lotId: lot.id, amount: -lot.remainingAmount }],
      );
    }
  });
}
