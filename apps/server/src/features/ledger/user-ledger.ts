import type { Database } from '../../platform/db/database';
import type { lotSources } from '../../platform/db/schema';
import { AppError } from '../../platform/errors/app-error';
import { writeEntry } from './entry-statement';
import {
  findEntriesByKeys,
  insertLot,
  listSpendableLots,
  lockBalance,
  type LedgerEntry,
  type NewLedgerEntry,
  type SpendingLimits,
  type TokenLot,
} from './ledger.queries';
import { allocateFromLots, type LotAllocation } from './lots';

/**
 * Where a ledger operation runs. Given the database, it opens a transaction of its own. Given
 * `{ within: tx }`, it runs inside the caller's transaction without a savepoint: the caller's
 * transaction must then fail as a whole when the operation throws (a refused charge rolls back the
 * run it was for).
 */
export type LedgerScope = Database | { within: Database };

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

/** What an entry says about itself; the ledger fills in user, amount and balance_after. */
export type EntryDraft = Omit<NewLedgerEntry, 'userId' | 'amount' | 'balanceAfter' | 'id' | 'seq' | 'createdAt'>;

/**
 * One user's ledger inside one transaction, once their balance row is locked and their due lots have
 * expired. Every entry goes through write(): the guarded balance change, the entry with its
 * balance_after and the lot movements, so balance = sum of entries = sum of lot remainders holds after
 * each entry (DESIGN D3).
 */
export class UserLedger {
  readonly entries: LedgerEntry[] = [];
  /** The lots holding tokens, in spending order, as read under the lock; forgotten at each write. */
  private lots?: TokenLot[];

  constructor(
    readonly tx: Database,
    readonly userId: string,
    public balance: number,
    /** The operation's clock: the date of new lots and of expiry decisions. */
    readonly now: Date,
    /** The date written on the entries; the database's clock when absent (the demo seed's history). */
    readonly recordedAt?: Date,
  ) {}

  /** Lots holding tokens in spending order: soonest expiry first, never-expiring last. */
  async spendableLots(): Promise<TokenLot[]> {
    this.lots ??= await listSpendableLots(this.tx, this.userId);
    return this.lots;
  }

  async write(draft: EntryDraft, amount: number, movements: LotAllocation[]): Promise<LedgerEntry> {
    this.lots = undefined;
    const entry = await writeEntry(
      this.tx,
      { ...draft, userId: this.userId, amount, recordedAt: this.recordedAt },
      movements,
    );
    // The lots were read under the same lock, so a refused write is a bug, never a race.
    if (!entry) throw new Error(`a ledger entry of ${this.userId} was refused by its guards`);
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

  /** Takes `amount` tokens, soonest-expiring lot first (D2); INSUFFICIENT_TOKENS when the balance is short. */
  async spend(draft: EntryDraft, amount: number): Promise<LedgerEntry> {
    if (this.balance < amount) throw insufficientTokens(amount, this.balance);
    const allocations = allocateFromLots(await this.spendableLots(), amount);
    if (!allocations) throw new Error(`lots of ${this.userId} do not add up to the balance`);
    return this.write(
      draft,
      -amount,
      allocations.map((allocation) => ({ lotId: allocation.lotId, amount: -allocation.amount })),
    );
  }

  /** One `expiration` entry per lot whose expiry has come and that still holds tokens. */
  async expireDueLots(): Promise<void> {
    const lots = await this.spendableLots();
    const due = lots.filter((lot) => lot.expiresAt !== null && lot.expiresAt <= this.now).sort(byExpiryThenId);
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
    // The expirations moved only the due lots: the others are as they were read.
    if (due.length > 0) this.lots = lots.filter((lot) => !due.includes(lot));
  }
}

/**
 * Runs `work` under the user's balance lock, in the scope's transaction: one user's operations (and
 * so their lots) are applied one at a time. An operation whose `key` was applied before answers that
 * application and changes nothing. Lots due at `now` expire first, so no operation spends or counts
 * expired tokens.
 */
export async function underBalanceLock(
  scope: LedgerScope,
  options: { userId: string; key?: string; now?: Date; recordedAt?: Date },
  work: (ledger: UserLedger) => Promise<void>,
): Promise<LedgerResult> {
  const operation = async (tx: Database): Promise<LedgerResult> => {
    const locked = await lockBalance(tx, options.userId);
    if (locked === undefined) throw new AppError('NOT_FOUND', 'User not found');
    const { balance, limits } = locked;
    if (options.key) {
      const earlier = await findEntriesByKeys(tx, [options.key]);
      if (earlier.some((entry) => entry.userId !== options.userId)) {
        throw new Error(`idempotency key ${options.key} belongs to another user`);
      }
      if (earlier.length > 0) return { applied: false, balance, entries: earlier, startingBalance: balance, limits };
    }
    const ledger = new UserLedger(tx, options.userId, balance, options.now ?? new Date(), options.recordedAt);
    await ledger.expireDueLots();
    await work(ledger);
    return { applied: true, balance: ledger.balance, entries: ledger.entries, startingBalance: balance, limits };
  };
  return 'within' in scope ? operation(scope.within) : scope.transaction(operation);
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

/** Expiry order: soonest expiry first, then id (PostgreSQL orders uuids as their hex text). */
const byExpiryThenId = (a: TokenLot, b: TokenLot) =>
  a.expiresAt!.getTime() - b.expiresAt!.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
