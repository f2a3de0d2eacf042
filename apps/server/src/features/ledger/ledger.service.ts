import type { ledgerEntryTypes } from '../../platform/db/schema';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import { findEntriesByKeys, listMovementsOfEntry, listUsersWithDueLots } from './ledger.queries';
import { underBalanceLock, type EntryDraft, type LedgerResult, type LedgerScope, type UserLedger } from './user-ledger';

/**
 * The only code that changes a token balance (DESIGN D3), one function per operation. Each runs under
 * the user's balance lock in one transaction (its own, or the caller's: LedgerScope), applies at most
 * once per idempotency key, and keeps balance = sum of entries = sum of lot remainders, never below
 * zero. Rules for lots, holds and give-backs: docs/decisions/005-token-lots-holds-and-give-backs.md.
 */

type EntryType = (typeof ledgerEntryTypes)[number];

interface Operation {
  userId: string;
  description: string;
  /** The same key applies once: a payment event's purchase, a run id and purpose, an admin action. */
  idempotencyKey?: string;
  runId?: string | null;
  automationId?: string | null;
  purchaseId?: string | null;
  adminUserId?: string | null;
  metadata?: Record<string, unknown>;
  /** The clock of expiry decisions; tests pass their own. */
  now?: Date;
  /**
   * A past date to write on the entries instead of the database's clock: only for the demo seed,
   * whose history must be dated like the runs and purchase it belongs to (issue 15).
   */
  recordedAt?: Date;
}

export interface CreditInput extends Operation {
  type: Extract<EntryType, 'purchase' | 'bonus' | 'refund' | 'admin_adjustment' | 'subscription_grant'>;
  amount: number;
  /** When the credited lot expires; null never (admin grants, TOKEN_EXPIRY_DAYS=0). */
  expiresAt: Date | null;
}

export interface DebitInput extends Operation {
  amount: number;
  type?: Extract<EntryType, 'deduction' | 'admin_adjustment'>;
}

export interface HoldInput extends Operation {
  amount: number;
  idempotencyKey: string;
}

export interface SettleHoldInput extends Omit<Operation, 'idempotencyKey'> {
  holdKey: string;
  /** The actual cost; capped at the hold (D5). */
  charge: number;
}

export interface AdjustBalanceInput extends Omit<Operation, 'adminUserId'> {
  adminUserId: string;
  /** Signed, not zero. Additions never expire; deductions take the soonest-expiring lot first. */
  amount: number;
}

const draftOf = (op: Operation, type: EntryType): EntryDraft => ({
  type,
  description: op.description,
  idempotencyKey: op.idempotencyKey,
  runId: op.runId,
  automationId: op.automationId,
  purchaseId: op.purchaseId,
  adminUserId: op.adminUserId,
  metadata: op.metadata ?? {},
});

const lockOf = (op: Operation, key = op.idempotencyKey) => ({
  userId: op.userId,
  key,
  now: op.now,
  recordedAt: op.recordedAt,
});

const positive = (amount: number) => {
  if (!Number.isInteger(amount) || amount <= 0) throw new Error(`ledger amounts are positive integers, got ${amount}`);
};

/** Keys of a run's ledger operations, so that retries of the same step apply once (D4, D5). */
export const runLedgerKeys = (runId: string) => ({
  charge: `run:${runId}:charge`,
  hold: `run:${runId}:hold`,
});
const releaseKey = (holdKey: string) => `${holdKey}:release`;
const holdChargeKey = (holdKey: string) => `${holdKey}:charge`;
const refundKey = (debitKey: string) => `${debitKey}:refund`;

/** Adds tokens as a new lot. */
export function credit(scope: LedgerScope, input: CreditInput): Promise<LedgerResult> {
  positive(input.amount);
  return underBalanceLock(scope, lockOf(input), async (ledger) => {
    await ledger.credit({ ...draftOf(input, input.type), expiresAt: input.expiresAt }, input.amount, input.type);
  });
}

/** Takes tokens for good, soonest-expiring lot first; INSUFFICIENT_TOKENS when the balance is short. */
export function debit(scope: LedgerScope, input: DebitInput): Promise<LedgerResult> {
  positive(input.amount);
  return underBalanceLock(scope, lockOf(input), async (ledger) => {
    await ledger.spend(draftOf(input, input.type ?? 'deduction'), input.amount);
  });
}

/** Reserves tokens for a run whose cost is known only at its end (D5); they leave the balance now. */
export function hold(scope: LedgerScope, input: HoldInput): Promise<LedgerResult> {
  positive(input.amount);
  return underBalanceLock(scope, lockOf(input), async (ledger) => {
    await ledger.spend(draftOf(input, 'hold'), input.amount);
  });
}

/**
 * Ends a hold: the reserve comes back in full and the actual cost is charged, in one transaction.
 * Settling or releasing a hold that was already settled or released changes nothing.
 */
export function settleHold(scope: LedgerScope, input: SettleHoldInput): Promise<LedgerResult> {
  return closeHold(scope, input, input.charge, 'Reserved tokens released');
}

/** Ends a hold without charging (the run failed through no fault of the user, D4). */
export function releaseHold(scope: LedgerScope, input: Omit<SettleHoldInput, 'charge'>): Promise<LedgerResult> {
  return closeHold(scope, input, 0, input.description);
}

function closeHold(
  scope: LedgerScope,
  input: Omit<SettleHoldInput, 'charge'>,
  cost: number,
  releaseDescription: string,
) {
  const key = releaseKey(input.holdKey);
  return underBalanceLock(scope, lockOf(input, key), async (ledger) => {
    const held = await findTaking(ledger.tx, input.holdKey, ['hold'], 'hold');
    const charge = Math.min(Math.max(0, Math.floor(cost)), -held.amount);
    await giveBack(ledger, held, {
      ...draftOf(input, 'release'),
      description: releaseDescription,
      idempotencyKey: key,
    });
    if (charge > 0) {
      const metadata = { ...input.metadata, heldTokens: -held.amount };
      await ledger.spend(
        { ...draftOf(input, 'deduction'), idempotencyKey: holdChargeKey(input.holdKey), metadata },
        charge,
      );
    }
    // Tokens given back to a lot that expired while they were reserved expire now.
    await ledger.expireDueLots();
  });
}

/** Refunds a charge in full: its tokens return to the lots they came from (D4). Applies once. */
export function refundDebit(
  scope: LedgerScope,
  input: Omit<Operation, 'idempotencyKey'> & { debitKey: string },
): Promise<LedgerResult> {
  const key = refundKey(input.debitKey);
  return underBalanceLock(scope, lockOf(input, key), async (ledger) => {
    const charged = await findTaking(ledger.tx, input.debitKey, ['deduction'], 'charge');
    await giveBack(ledger, charged, { ...draftOf(input, 'refund'), idempotencyKey: key });
    await ledger.expireDueLots();
  });
}

/** An admin's correction of a balance, either way; refuses a deduction below zero. */
export async function adjustBalance(scope: LedgerScope, input: AdjustBalanceInput): Promise<LedgerResult> {
  if (input.amount === 0) throw new AppError('VALIDATION_FAILED', 'Amount cannot be zero');
  if (input.amount > 0) return credit(scope, { ...input, type: 'admin_adjustment', expiresAt: null });
  try {
    return await debit(scope, { ...input, type: 'admin_adjustment', amount: -input.amount });
  } catch (error) {
    if (error instanceof AppError && error.code === 'INSUFFICIENT_TOKENS') {
      throw new AppError('INSUFFICIENT_TOKENS', 'New balance cannot be negative');
    }
    throw error;
  }
}

/**
 * A deleted account gives up its unused tokens. Its profile, which holds the balance, is removed
 * (decision 006), and D3 (balance = entries = lots) must still hold afterwards with a balance of
 * zero: every lot still holding tokens gets an `expiration` entry, as if it had run out, marked
 * `account_deleted` in its metadata (decision 028).
 */
export function forfeitBalance(scope: LedgerScope, input: { userId: string; now?: Date }): Promise<LedgerResult> {
  return underBalanceLock(scope, { userId: input.userId, now: input.now }, async (ledger) => {
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

/** Writes the expiration entries of every lot due at `now`, one user transaction at a time. */
export async function expireDueTokens(db: Database, now = new Date(), batchSize = 100): Promise<number> {
  let written = 0;
  // A user whose profile is gone (deleted account) cannot be locked; skip them instead of looping.
  const skipped = new Set<string>();
  for (;;) {
    const due = await listUsersWithDueLots(db, now, batchSize + skipped.size);
    const userIds = due.filter((userId) => !skipped.has(userId));
    if (userIds.length === 0) return written;
    for (const userId of userIds) {
      try {
        written += (await underBalanceLock(db, { userId, now }, async () => {})).entries.length;
      } catch (error) {
        if (!(error instanceof AppError && error.code === 'NOT_FOUND')) throw error;
        skipped.add(userId);
      }
    }
  }
}

/** Gives back, lot by lot, exactly what an earlier entry took. */
async function giveBack(ledger: UserLedger, source: { id: string; amount: number }, draft: EntryDraft) {
  const movements = await listMovementsOfEntry(ledger.tx, source.id);
  return ledger.write(
    draft,
    -source.amount,
    movements.map((m) => ({ lotId: m.lotId, amount: -m.amount })),
  );
}

async function findTaking(db: Database, key: string, types: EntryType[], what: string) {
  const [entry] = await findEntriesByKeys(db, [key]);
  if (!entry || !types.includes(entry.type) || entry.amount >= 0) throw new AppError('NOT_FOUND', `No ${what} to undo`);
  return entry;
}
