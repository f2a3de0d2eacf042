import { and, asc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { queryRows } from '../../platform/db/query-rows';
import { ledgerEntries, ledgerLotMovements, tokenLots } from '../../platform/db/schema';

export type LedgerEntry = typeof ledgerEntries.$inferSelect;
export type NewLedgerEntry = typeof ledgerEntries.$inferInsert;
export type TokenLot = typeof tokenLots.$inferSelect;
export type NewTokenLot = typeof tokenLots.$inferInsert;

/** The user's spending limits (budgets feature), read with the locked balance; null when none is set. */
export interface SpendingLimits {
  monthlyCapTokens: number | null;
  lowBalanceThreshold: number | null;
}

/** A user's balance and spending limits as read when their profile row was locked. */
export interface LockedBalance {
  balance: number;
  limits: SpendingLimits | null;
}

interface LockedBalanceRow {
  token_balance: number;
  monthly_cap_tokens: number | null;
  low_balance_threshold: number | null;
}

const lockedBalanceOf = (row: LockedBalanceRow | null | undefined): LockedBalance | undefined => {
  if (!row) return undefined;
  const limited = row.monthly_cap_tokens !== null || row.low_balance_threshold !== null;
  return {
    balance: row.token_balance,
    limits: limited
      ? { monthlyCapTokens: row.monthly_cap_tokens, lowBalanceThreshold: row.low_balance_threshold }
      : null,
  };
};

/**
 * Locks the user's profile row for the rest of the transaction and returns the balance. Every ledger
 * operation starts here, so one user's operations (and their lots) are applied one at a time. The
 * limits come in the same statement so that a run start without a budget pays no extra query.
 */
export async function lockBalance(db: Database, userId: string): Promise<LockedBalance | undefined> {
  const [row] = await queryRows<LockedBalanceRow>(
    db,
    sql`select p.token_balance, b.monthly_cap_tokens, b.low_balance_threshold
        from profiles p left join budgets b on b.user_id = p.user_id
        where p.user_id = ${userId} for update of p`,
  );
  return lockedBalanceOf(row);
}

export function findEntriesByKeys(db: Database, keys: string[]): Promise<LedgerEntry[]> {
  return db.select().from(ledgerEntries).where(inArray(ledgerEntries.idempotencyKey, keys));
}

export async function insertLot(db: Database, lot: NewTokenLot): Promise<TokenLot> {
  const [row] = await db.insert(tokenLots).values(lot).returning();
  return row!;
}

/** Lots that still hold tokens, in spending order: soonest expiry first, never-expiring last. */
export function listSpendableLots(db: Database, userId: string): Promise<TokenLot[]> {
  return db
    .select()
    .from(tokenLots)
    .where(and(eq(tokenLots.userId, userId), sql`${tokenLots.remainingAmount} > 0`))
    .orderBy(sql`${tokenLots.expiresAt} asc nulls last`, asc(tokenLots.createdAt), asc(tokenLots.id));
}

/** Users with at least one due lot: the expiry job's work list. */
export async function listUsersWithDueLots(db: Database, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ userId: tokenLots.userId })
    .from(tokenLots)
    .where(and(sql`${tokenLots.remainingAmount} > 0`, isNotNull(tokenLots.expiresAt), lte(tokenLots.expiresAt, now)))
    .limit(limit);
  return rows.map((row) => row.userId);
}

export function listMovementsOfEntry(db: Database, entryId: string) {
  return db
    .select({ lotId: ledgerLotMovements.lotId, amount: ledgerLotMovements.amount, expiresAt: tokenLots.expiresAt })
    .from(ledgerLotMovements)
    .innerJoin(tokenLots, eq(tokenLots.id, ledgerLotMovements.lotId))
    .where(eq(ledgerLotMovements.entryId, entryId))
    .orderBy(asc(ledgerLotMovements.createdAt), asc(ledgerLotMovements.id));
}
