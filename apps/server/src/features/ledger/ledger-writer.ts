import type { Database } from '../../platform/db/database';
import type { lotSources } from '../../platform/db/schema';
import { AppError } from '../../platform/errors/app-error';
import {
  changeBalance,
  findEntriesByKeys,
  insertEntry,
  insertLot,
  insertMovements,
  listDueLots,
  lockBalance,
  moveLotTokens,
  type LedgerEntry,
  type NewLedgerEntry,
} from './ledger.queries';
import type { LotAllocation } from './lots';

export interface LedgerResult {
  /** False when an operation with the same idempotency key had already been applied: nothing changed. */
  applied: boolean;
  balance: number;
  /** The entries this operation wrote, or those of the earlier application of the same key. */
  entries: LedgerEntry[];
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

  constructor(
    readonly tx: Database,
    readonly userId: string,
    public balance: number,
    /** The operation's clock: the date of new lots and of expiry decisions. */
    readonly now: Date,
  ) {}

  async write(draft: EntryDraft, amount: number, movements: LotAllocation[]): Promise<LedgerEntry> {
    const balanceAfter = await changeBalance(this.tx, this.userId, amount);
    if (balanceAfter === undefined) throw insufficientTokens(-amount, this.balance);
    for (const move of movements) {
      // The lots were read under the same lock, so a refused move is a bug, never a race.
      if (!(await moveLotTokens(this.tx, move.lotId, move.amount))) throw new Error(`lot ${move.lotId} out of range`);
    }
    const entry = await insertEntry(this.tx, { ...draft, userId: this.userId, amount, balanceAfter });
    await insertMovements(
      this.tx,
      movements.map((move) => ({ entryId: entry.id, lotId: move.lotId, amount: move.amount })),
    );
    this.balance = balanceAfter;
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
    for (const lot of await listDueLots(this.tx, this.userId, this.now)) {
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
  options: { userId: string; key?: string; now?: Date },
  work: (ledger: UserLedger) => Promise<void>,
): Promise<LedgerResult> {
  return db.transaction(async (tx) => {
    const balance = await lockBalance(tx, options.userId);
    if (balance === undefined) throw new AppError('NOT_FOUND', 'User not found');
    if (options.key) {
      const earlier = await findEntriesByKeys(tx, [options.key]);
      if (earlier.length > 0) {
        if (earlier.some((entry) => entry.userId !== options.userId)) {
          throw new Error(`idempotency key ${options.key} belongs to another user`);
        }
        return { applied: false, balance, entries: earlier };
      }
    }
    const ledger = new UserLedger(tx, options.userId, balance, options.now ?? new Date());
    await ledger.expireDueLots();
    await work(ledger);
    return { applied: true, balance: ledger.balance, entries: ledger.entries };
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
