import type { Database } from '../../platform/db/database';
import type { ledgerEntryTypes } from '../../platform/db/schema';
import { AppError } from '../../platform/errors/app-error';
import { findEntriesByKeys, listMovementsOfEntry, listUsersWithDueLots, type LockedBalance } from './ledger.queries';
import {
  insufficientTokens,
  withUserLedger,
  type EntryDraft,
  type LedgerResult,
  type UserLedger,
} from './ledger-writer';
import { allocateFromLots } from './lots';
import { spendBehindLock } from './spend-behind-lock';

/**
 * The only code that changes a token balance (DESIGN D3). Each operation is one transaction (a
 * savepoint inside the caller's, so a run can be created and charged together), applies at most once
 * per idempotency key, and keeps balance = sum of entries = sum of lot remainders, never below zero.
 * Rules for lots, holds and give-backs: docs/decisions/005-token-lots-holds-and-give-backs.md.
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
  /** See withUserLedger: only for a caller whose transaction fails as a whole when this throws. */
  inCallerTransaction?: boolean;
  /** See withUserLedger: the caller has just created what the key names. */
  freshKey?: boolean;
  /** See withUserLedger: the balance row as the caller already locked it in this transaction. */
  locked?: LockedBalance;
  /**
   * A debit or a hold only, with inCallerTransaction and freshKey: the answer of the statement that
   * locks the balance, sent by the caller and not yet answered (spendBehindLock).
   */
  lockSent?: Promise<LockedBalance | undefined>;
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

const positive = (amount: number) => {
  if (!Number.isInteger(amount) || amount <= 0) throw new Error(`ledger amounts are positive integers, got ${amount}`);
};

/** Adds tokens as a new lot. */
export function credit(db: Database, input: CreditInput): Promise<LedgerResult> {
  positive(input.amount);
  return withUserLedger(
    db,
    { userId: input.userId, key: input.idempotencyKey, now: input.now, recordedAt: input.recordedAt },
    async (ledger) => {
      await ledger.credit({ ...draftOf(input, input.type), expiresAt: input.expiresAt }, input.amount, input.type);
    },
  );
}

async function spend(ledger: UserLedger, draft: EntryDraft, amount: number) {
  // Short of tokens, expiry goes first all the same, so the refusal names the balance it leaves.
  if (ledger.balance >= amount) {
    const spent = await ledger.spendInOrder(draft, amount);
    if (spent) return spent;
  }
  await ledger.catchUpExpiry();
  if (ledger.balance < amount) throw insufficientTokens(amount, ledger.balance);
  const allocations = allocateFromLots(await ledger.spendableLots(), amount);
  if (!allocations) throw new Error(`lots of ${ledger.userId} do not add up to the balance`);
  return ledger.write(
    draft,
    -amount,
    allocations.map((a) => ({ lotId: a.lotId, amount: -a.amount })),
  );
}

/** Takes tokens for good, soonest-expiring lot first; INSUFFICIENT_TOKENS when the balance is short. */
export function debit(db: Database, input: DebitInput): Promise<LedgerResult> {
  return spendOperation(db, input, draftOf(input, input.type ?? 'deduction'));
}

/** A debit or a hold: one spend, its lots read by its own statement unless one is due. */
function spendOperation(db: Database, input: DebitInput | HoldInput, draft: EntryDraft): Promise<LedgerResult> {
  positive(input.amount);
  const { userId, idempotencyKey: key, now = new Date(), recordedAt, inCallerTransaction, freshKey } = input;
  const options = { userId, key, now, recordedAt, inCallerTransaction, freshKey };
  const work = async (ledger: UserLedger) => {
    await spend(ledger, draft, input.amount);
  };
  if (input.lockSent && inCallerTransaction && freshKey) {
    const spendSent = { userId, draft, amount: input.amount, now, recordedAt, lockSent: input.lockSent };
    return spendBehindLock(db, spendSent, (locked) => withUserLedger(db, { ...options, locked }, work));
  }
  return withUserLedger(db, { ...options, locked: input.locked, deferExpiry: true }, work);
}

/** Keys of a run's ledger operations, so that retries of the same step apply once (D4, D5). */
export const runLedgerKeys = (runId: string) => ({
  charge: `run:${runId}:charge`,
  hold: `run:${runId}:hold`,
});
const releaseKey = (holdKey: string) => `${holdKey}:release`;
const holdChargeKey = (holdKey: string) => `${holdKey}:charge`;
const refundKey = (debitKey: string) => `${debitKey}:refund`;

export interface HoldInput extends Operation {
  amount: number;
  idempotencyKey: string;
}

/** Reserves tokens for a run whose cost is known only at its end (D5); they leave the balance now. */
export function hold(db: Database, input: HoldInput): Promise<LedgerResult> {
  return spendOperation(db, input, draftOf(input, 'hold'));
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

export interface SettleHoldInput extends Omit<Operation, 'idempotencyKey'> {
  holdKey: string;
  /** The actual cost; capped at the hold (D5). */
  charge: number;
}

/**
 * Ends a hold: the reserve comes back in full and the actual cost is charged, in one transaction.
 * Settling or releasing a hold that was already settled or released changes nothing.
 */
export function settleHold(db: Database, input: SettleHoldInput): Promise<LedgerResult> {
  return closeHold(db, input, input.charge, 'Reserved tokens released');
}

/** Ends a hold without charging (the run failed through no fault of the user, D4). */
export function releaseHold(db: Database, input: Omit<SettleHoldInput, 'charge'>): Promise<LedgerResult> {
  return closeHold(db, input, 0, input.description);
}

function closeHold(db: Database, input: Omit<SettleHoldInput, 'charge'>, cost: number, releaseDescription: string) {
  return withUserLedger(
    db,
    { userId: input.userId, key: releaseKey(input.holdKey), now: input.now },
    async (ledger) => {
      const held = await findTaking(ledger.tx, input.holdKey, ['hold'], 'hold');
      const charge = Math.min(Math.max(0, Math.floor(cost)), -held.amount);
      await giveBack(ledger, held, {
        ...draftOf(input, 'release'),
        description: releaseDescription,
        idempotencyKey: releaseKey(input.holdKey),
      });
      if (charge > 0) {
        const metadata = { ...input.metadata, heldTokens: -held.amount };
        await spend(
          ledger,
          { ...draftOf(input, 'deduction'), idempotencyKey: holdChargeKey(input.holdKey), metadata },
          charge,
        );
      }
      // Tokens given back to a lot that expired while they were reserved expire now.
      await ledger.expireDueLots();
    },
  );
}

/** Refunds a charge in full: its tokens return to the lots they came from (D4). Applies once. */
export function refundDebit(db: Database, input: Omit<Operation, 'idempotencyKey'> & { debitKey: string }) {
  return withUserLedger(
    db,
    { userId: input.userId, key: refundKey(input.debitKey), now: input.now, recordedAt: input.recordedAt },
    async (ledger) => {
      const charged = await findTaking(ledger.tx, input.debitKey, ['deduction'], 'charge');
      await giveBack(ledger, charged, { ...draftOf(input, 'refund'), idempotencyKey: refundKey(input.debitKey) });
      await ledger.expireDueLots();
    },
  );
}

export interface AdjustBalanceInput extends Omit<Operation, 'adminUserId'> {
  adminUserId: string;
  /** Signed, not zero. Additions never expire; deductions take the soonest-expiring lot first. */
  amount: number;
}

/** An admin's correction of a balance, either way; refuses a deduction below zero. */
export async function adjustBalance(db: Database, input: AdjustBalanceInput): Promise<LedgerResult> {
  if (input.amount === 0) throw new AppError('VALIDATION_FAILED', 'Amount cannot be zero');
  if (input.amount > 0) return credit(db, { ...input, type: 'admin_adjustment', expiresAt: null });
  try {
    return await debit(db, { ...input, type: 'admin_adjustment', amount: -input.amount });
  } catch (error) {
    if (error instanceof AppError && error.code === 'INSUFFICIENT_TOKENS') {
      throw new AppError('INSUFFICIENT_TOKENS', 'New balance cannot be negative');
    }
    throw error;
  }
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
        written += (await withUserLedger(db, { userId, now }, async () => {})).entries.length;
      } catch (error) {
        if (!(error instanceof AppError && error.code === 'NOT_FOUND')) throw error;
        skipped.add(userId);
      }
    }
  }
}
