import type { Database } from '../../platform/db/database';
import type { lotSources } from '../../platform/db/schema';
import { AppError } from '../../platform/errors/app-error';
import {
  findEntriesByKeys,
  insertLot,
  listDueLots,
  listSpendableLots,
  lockBalance,
  type LockedBalance,
  type LedgerEntry,
  type NewLedgerEntry,
  type TokenLot,
  type SpendingLimits,
} from './ledger.queries';
import type { LotAllocation } from './lots';
import { writeEntryStatement, type EntryMovements } from './entry-statement';

export interface LedgerResult {
  /** False when an operation with the same idempotency key had already been applied: nothing changed. */
  applied: boolean;
  balance: number;
  /** The entries this operation wrote, or those of the earlier application of the same key. */
  entries: LedgerEntry[];
  /** The balance when the lock was taken, before this operation (and any expiry it wrote). */
  startingBalance: number;
  /** The user's spending limits as read under the lock; null when none is set. */
  limits: SpendingLimits | null;
}

/** What an entry says about itself; the writer fills in user, amount and balance_after. */
export type EntryDraft = Omit<NewLedgerEntry, 'userId' | 'amount' | 'balanceAfter' | 'id' | 'seq' | 'createdAt'>;

/**
 * The writer of one user's ledger inside one transaction, after their balance row is locked. Every
 * entry goes through write(): guarded balance update, the entry with balance_after, and the lot
 * movements, so balance = sum of entries = sum of lot remainders holds after each entry.
 */
export class UserLedger {
  readonly entries: LedgerEntry[] = [];
  /** The lots holding tokens, in spending order, as read under the lock; dropped at the first write. */
  private openLots?: TokenLot[];
  /**
   * Set by an operation that is one spend (deferExpiry): lots due have not been expired yet, and the
   * spend's own statement checks for them (spendInOrder).
   */
  private expiryDeferred = false;

  constructor(
    readonly tx: Database,
    readonly userId: string,
    public balance: number,
    /** The operation's clock: the date of new lots and of expiry decisions. */
    readonly now: Date,
    /** The date written on the entries; the database's clock when absent (see Operation.recordedAt). */
    readonly recordedAt?: Date,
  ) {}

  /** One read of the lots serves both the expiry check and a charge (one query instead of two). */
  async loadLots(): Promise<void> {
    this.openLots = await listSpendableLots(this.tx, this.userId);
  }

  /** Lots holding tokens in spending order: soonest expiry first, never-expiring last. */
  async spendableLots(): Promise<TokenLot[]> {
    return this.openLots ?? listSpendableLots(this.tx, this.userId);
  }

  /** Leaves expiry to the operation's spend (see withUserLedger's deferExpiry). */
  deferExpiry(): void {
    this.expiryDeferred = true;
  }

  /** Expires the due lots now if that was deferred; nothing when it was done already. */
  async catchUpExpiry(): Promise<void> {
    if (!this.expiryDeferred) return;
    this.expiryDeferred = false;
    await this.loadLots();
    await this.expireDueLots();
  }

  /**
   * Spends `amount` (given positive) in one statement that reads the lots and takes them in spending
   * order, while expiry is deferred; undefined, with nothing written, when expiry was not deferred or
   * a lot turned out to be due (the caller then expires and spends the long way).
   */
  async spendInOrder(draft: EntryDraft, amount: number): Promise<LedgerEntry | undefined> {
    if (!this.expiryDeferred) return undefined;
    return this.record(draft, -amount, { spendingOrder: true, dueAt: this.now });
  }

  async write(draft: EntryDraft, amount: number, movements: LotAllocation[]): Promise<LedgerEntry> {
    return (await this.record(draft, amount, movements))!;
  }

  /** write(), with the lots chosen either way; undefined only for a spend that met a due lot. */
  private async record(draft: EntryDraft, amount: number, movements: EntryMovements): Promise<LedgerEntry | undefined> {
    this.openLots = undefined;
    const result = await writeEntryStatement(
      this.tx,
      { ...draft, userId: this.userId, amount, recordedAt: this.recordedAt },
      movements,
    );
    if (!result.written) {
      if (result.lotDue) return undefined;
      if (result.balanceRefused) throw insufficientTokens(-amount, this.balance);
      // The lots were read under the same lock, so a refused move is a bug, never a race.
      throw new Error(`a lot of ${this.userId} would go out of range`);
    }
    const { entry } = result;
    this.expiryDeferred = false;
    this.balance = entry.balanceAfter;
    this.entries.push(entry);
    return entry;
  }

  /** A credit: a new lot holding `amount` tokens until `expiresAt` (null: never). */
  async credit(draft: EntryDraft, amount: number, lotSource: (typeof lotSources)[number]): Promise<LedgerEntry> {
    const lot = await insertLot(this.tx, {
      userId: this.userId,
      source: lotSource,
      purchaseId: draft.purchaseId,
      originalAmount: amount,
      remainingAmount: 0,
      expiresAt: draft.expiresAt ?? null,
      createdAt: this.now,
    });
    return this.write({ ...draft, lotId: lot.id }, amount, [{ lotId: lot.id, amount }]);
  }

  /** One `expiration` entry per lot whose expiry has come and that still holds tokens. */
  async expireDueLots(): Promise<void> {
    const due = this.openLots
      ? this.openLots.filter((lot) => lot.expiresAt !== null && lot.expiresAt <= this.now).sort(byExpiryThenId)
      : await listDueLots(this.tx, this.userId, this.now);
    for (const lot of due) {
      await this.write(
        {
          type: 'expiration',
          description: `${lot.remainingAmount} unused tokens expired (${lotLabel(lot.source)} of ${shortDate(lot.createdAt)})`,
          lotId: lot.id,
          purchaseId: lot.purchaseId,
          expiresAt: lot.expiresAt,
          metadata: { lotSource: lot.source },
        },
        -lot.remainingAmount,
        [{ lotId: lot.id, amount: -lot.remainingAmount }],
      );
    }
  }
}

/**
 * Runs `work` in a transaction (a savepoint when `db` already is one) holding the user's balance
 * lock. When `key` was applied before, returns that application instead. Lots already due at `now`
 * expire first, so no operation spends or counts expired tokens.
 */
export async function withUserLedger(
  db: Database,
  options: {
    userId: string;
    key?: string;
    now?: Date;
    recordedAt?: Date;
    /**
     * Set by a caller whose transaction fails as a whole when this operation throws (a run start):
     * the operation then runs in that transaction without a savepoint of its own, two round trips less.
     */
    inCallerTransaction?: boolean;
    /**
     * The caller has just created what the key names (a new run's charge): no earlier application
     * can exist, so the lookup is skipped. The unique index on the key still applies it once.
     */
    freshKey?: boolean;
    /**
     * The operation is a single spend (a debit, a hold): instead of reading the lots first to expire
     * the due ones, its spend reads them in its own statement and expires the long way only when a
     * lot is due (UserLedger.spendInOrder), one round trip less.
     */
    deferExpiry?: boolean;
    /**
     * The user's balance row as the caller locked it earlier in this transaction, in a statement of
     * its own (lockBalanceSubquery; a run start's insert): not locked again. Only with
     * inCallerTransaction.
     */
    locked?: LockedBalance;
  },
  work: (ledger: UserLedger) => Promise<void>,
): Promise<LedgerResult> {
  const inTransaction = (body: (tx: Database) => Promise<LedgerResult>) =>
    options.inCallerTransaction ? body(db) : db.transaction(body);
  return inTransaction(async (tx) => {
    const locked =
      options.locked && options.inCallerTransaction ? options.locked : await lockBalance(tx, options.userId);
    if (locked === undefined) throw new AppError('NOT_FOUND', 'User not found');
    const { balance, limits } = locked;
    if (options.key && !options.freshKey) {
      const earlier = await findEntriesByKeys(tx, [options.key]);
      if (earlier.length > 0) {
        if (earlier.some((entry) => entry.userId !== options.userId)) {
          throw new Error(`idempotency key ${options.key} belongs to another user`);
        }
        return { applied: false, balance, entries: earlier, startingBalance: balance, limits };
      }
    }
    const ledger = new UserLedger(tx, options.userId, balance, options.now ?? new Date(), options.recordedAt);
    if (options.deferExpiry) {
      ledger.deferExpiry();
    } else {
      await ledger.loadLots();
      await ledger.expireDueLots();
    }
    await work(ledger);
    return { applied: true, balance: ledger.balance, entries: ledger.entries, startingBalance: balance, limits };
  });
}

export function insufficientTokens(needed: number, balance: number) {
  return new AppError(
    'INSUFFICIENT_TOKENS',
    `Not enough tokens: this needs ${needed.toLocaleString('en-US')} and your balance is ${balance.toLocaleString('en-US')}.`,
  );
}

const lotLabels: Record<(typeof lotSources)[number], string> = {
  purchase: 'purchase',
  bonus: 'bonus',
  refund: 'refund',
  admin_adjustment: 'adjustment',
  subscription_grant: 'subscription grant',
  release: 'released reserve',
};
const lotLabel = (source: (typeof lotSources)[number]) => lotLabels[source];

const shortDate = (date: Date) =>
  date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** listDueLots' order: soonest expiry first, then id (PostgreSQL orders uuids as their hex text). */
const byExpiryThenId = (a: TokenLot, b: TokenLot) =>
  a.expiresAt!.getTime() - b.expiresAt!.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
