import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import { writeEntryStatement } from './entry-statement';
import type { LockedBalance } from './ledger.queries';
import { insufficientTokens, type EntryDraft, type LedgerResult } from './ledger-writer';

export interface SpendBehindLock {
  userId: string;
  draft: EntryDraft;
  /** Given positive. */
  amount: number;
  now: Date;
  recordedAt?: Date;
  /**
   * The answer of a statement the caller has already sent in this transaction, which locks the
   * user's balance row (lockBalanceSubquery): a run start's insert.
   */
  lockSent: Promise<LockedBalance | undefined>;
}

/**
 * A single spend (a debit, a hold) sent behind the statement that locks the balance, before its
 * answer: on a pipelined connection the two share one round trip (issue 16). PostgreSQL runs them in
 * order, so the spend's snapshot is taken under the lock, as the entry statement requires.
 *
 * The spend reads the lots in its own statement (UserLedger.spendInOrder). When a lot is due it
 * writes nothing and `longWay` expires and spends under the same lock. When the balance is short
 * no lot is due, so the locked balance is what the refusal names. When either guard refuses, the
 * statement may have moved lots, so the caller's transaction must fail: it throws.
 */
export async function spendBehindLock(
  tx: Database,
  spend: SpendBehindLock,
  longWay: (locked: LockedBalance) => Promise<LedgerResult>,
): Promise<LedgerResult> {
  const { userId, draft, amount } = spend;
  const written = writeEntryStatement(
    tx,
    { ...draft, userId, amount: -amount, recordedAt: spend.recordedAt },
    { spendingOrder: true, dueAt: spend.now },
  );
  // Both are answered before either is read, so no rejection is left unhandled.
  const [locked, result] = await Promise.allSettled([spend.lockSent, written]);
  if (locked.status === 'rejected') throw locked.reason;
  if (locked.value === undefined) throw new AppError('NOT_FOUND', 'User not found');
  if (result.status === 'rejected') throw result.reason;
  const { balance, limits } = locked.value;
  const write = result.value;
  if (write.written) {
    const entries = [write.entry];
    return { applied: true, balance: write.entry.balanceAfter, entries, startingBalance: balance, limits };
  }
  if (write.lotDue) return longWay(locked.value);
  if (write.balanceRefused) throw insufficientTokens(amount, balance);
  // The lots were read under the lock, so a refused move is a bug, never a race.
  throw new Error(`a lot of ${userId} would go out of range`);
}
