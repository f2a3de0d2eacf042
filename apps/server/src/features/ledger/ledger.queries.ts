import { and, asc, eq, gte, inArray, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { queryRows } from '../../platform/db/query-rows';
import { ledgerEntries, ledgerLotMovements, profiles, tokenLots } from '../../platform/db/schema';

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

/**
 * lockBalance as a scalar subquery (JSON, null without a profile), for a caller that locks the
 * balance inside a statement of its own (a run start's insert) instead of one more round trip;
 * lockedBalanceFromJson reads its value.
 */
export const lockBalanceSubquery = (userId: SQL | string) =>
  sql<LockedBalanceRow | null>`(select json_build_object('token_balance', p.token_balance,
      'monthly_cap_tokens', b.monthly_cap_tokens, 'low_balance_threshold', b.low_balance_threshold)
    from profiles p left join budgets b on b.user_id = p.user_id
    where p.user_id = ${userId} for update of p)`;

export const lockedBalanceFromJson = (value: LockedBalanceRow | string | null): LockedBalance | undefined =>
  lockedBalanceOf(typeof value === 'string' ? (JSON.parse(value) as LockedBalanceRow) : value);

/**
 * Adds a signed delta to the balance unless the result would be negative; returns the new balance,
 * or undefined when the guard refused. The CHECK on profiles is the last line behind this guard.
 */
export async function changeBalance(db: Database, userId: string, delta: number): Promise<number | undefined> {
  const [row] = await db
    .update(profiles)
    .set({ tokenBalance: sql`${profiles.tokenBalance} + ${delta}` })
    .where(and(eq(profiles.userId, userId), gte(profiles.tokenBalance, -delta)))
    .returning({ balance: profiles.tokenBalance });
  return row?.balance;
}

export function findEntriesByKeys(db: Database, keys: string[]): Promise<LedgerEntry[]> {
  return db.select().from(ledgerEntries).where(inArray(ledgerEntries.idempotencyKey, keys));
}

export async function insertEntry(db: Database, entry: NewLedgerEntry): Promise<LedgerEntry> {
  const [row] = await db.insert(ledgerEntries).values(entry).returning();
  return row!;
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

/** Lots of the user that hold tokens and whose expiry is at or before `now`. */
export function listDueLots(db: Database, userId: string, now: Date): Promise<TokenLot[]> {
  return db
    .select()
    .from(tokenLots)
    .where(
      and(
        eq(tokenLots.userId, userId),
        sql`${tokenLots.remainingAmount} > 0`,
        isNotNull(tokenLots.expiresAt),
        lte(tokenLots.expiresAt, now),
      ),
    )
    .orderBy(asc(tokenLots.expiresAt), asc(tokenLots.id));
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

/**
 * Moves a signed amount in or out of a lot; the guard keeps the remaining amount within
 * 0..original. Returns false when the guard refused (a bug in the caller's arithmetic).
 */
export async function moveLotTokens(db: Database, lotId: string, delta: number): Promise<boolean> {
  const rows = await db
    .update(tokenLots)
    .set({ remainingAmount: sql`${tokenLots.remainingAmount} + ${delta}` })
    .where(
      and(
        eq(tokenLots.id, lotId),
        sql`${tokenLots.remainingAmount} + ${delta} between 0 and ${tokenLots.originalAmount}`,
      ),
    )
    .returning({ id: tokenLots.id });
  return rows.length === 1;
}

export async function insertMovements(db: Database, movements: { entryId: string; lotId: string; amount: number }[]) {
  if (movements.length > 0) await db.insert(ledgerLotMovements).values(movements);
}

export function listMovementsOfEntry(db: Database, entryId: string) {
  return db
    .select({ lotId: ledgerLotMovements.lotId, amount: ledgerLotMovements.amount, expiresAt: tokenLots.expiresAt })
    .from(ledgerLotMovements)
    .innerJoin(tokenLots, eq(tokenLots.id, ledgerLotMovements.lotId))
    .where(eq(ledgerLotMovements.entryId, entryId))
    .orderBy(asc(ledgerLotMovements.createdAt), asc(ledgerLotMovements.id));
}
