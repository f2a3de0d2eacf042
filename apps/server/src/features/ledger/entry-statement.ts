import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { queryRows } from '../../platform/db/query-rows';
import type { LedgerEntry, NewLedgerEntry } from './ledger.queries';
import type { LotAllocation } from './lots';

export type EntryToWrite = Omit<NewLedgerEntry, 'id' | 'seq' | 'createdAt' | 'balanceAfter'> & {
  amount: number;
  /** Only the demo seed's past history sets it; every real entry is dated by the database. */
  recordedAt?: Date;
};

/** written: false when a guard refused; balanceRefused tells the balance guard from a lot guard. */
export type EntryWrite = { written: true; entry: LedgerEntry } | { written: false; balanceRefused: boolean };

/**
 * One ledger entry in ONE statement (one round trip instead of four): the guarded balance change,
 * the guarded lot moves, the entry with its balance_after, and its lot movements. The entry and its
 * movements are written only when the balance guard and every lot guard passed; when one refused,
 * the caller throws and its transaction undoes whatever the other parts changed. The same guards
 * as ever (balance never negative, a lot within 0..original) decide, in the database.
 */
export async function writeEntryStatement(
  db: Database,
  entry: EntryToWrite,
  movements: LotAllocation[],
): Promise<EntryWrite> {
  const id = randomUUID();
  const lotIds = movements.map((move) => move.lotId);
  const amounts = movements.map((move) => move.amount);
  const [row] = await queryRows<{
    balance: number | null;
    seq: string | number | null;
    created_at: Date | string | null;
  }>(
    db,
    sql`with balance as (
          update profiles set token_balance = token_balance + ${entry.amount}
          where user_id = ${entry.userId} and token_balance >= ${-entry.amount}
          returning token_balance
        ), moves as (
          select * from unnest(array[${sql.join(
            lotIds.map((lotId) => sql`${lotId}`),
            sql`, `,
          )}]::uuid[],
                               array[${sql.join(
                                 amounts.map((amount) => sql`${amount}`),
                                 sql`, `,
                               )}]::int[]) as m(lot_id, amount)
        ), moved as (
          update token_lots l set remaining_amount = l.remaining_amount + moves.amount
          from moves
          where l.id = moves.lot_id and l.remaining_amount + moves.amount between 0 and l.original_amount
          returning l.id
        ), entry as (
          insert into ledger_entries (id, user_id, type, amount, balance_after, description, automation_id, run_id,
                                      purchase_id, lot_id, admin_user_id, idempotency_key, expires_at, metadata, created_at)
          select ${id}::uuid, ${entry.userId}::text, ${entry.type}::text, ${entry.amount}::int, balance.token_balance,
                 ${entry.description}::text, ${entry.automationId ?? null}::uuid, ${entry.runId ?? null}::uuid,
                 ${entry.purchaseId ?? null}::uuid, ${entry.lotId ?? null}::uuid, ${entry.adminUserId ?? null}::text,
                 ${entry.idempotencyKey ?? null}::text, ${entry.expiresAt?.toISOString() ?? null}::timestamptz,
                 ${JSON.stringify(entry.metadata ?? {})}::jsonb,
                 coalesce(${entry.recordedAt?.toISOString() ?? null}::timestamptz, now())
          from balance
          where (select count(*) from moved) = ${movements.length}
          returning seq, created_at
        ), written as (
          insert into ledger_lot_movements (entry_id, lot_id, amount)
          select entry_id, moves.lot_id, moves.amount from moves, (select ${id}::uuid as entry_id from entry) e
        )
        select (select token_balance from balance) as balance, (select seq from entry) as seq, (select created_at from entry) as created_at`,
  );
  if (!row || row.seq === null || row.created_at === null || row.balance === null) {
    return { written: false, balanceRefused: !row || row.balance === null };
  }
  return {
    written: true,
    entry: {
      id,
      seq: Number(row.seq),
      userId: entry.userId,
      type: entry.type,
      amount: entry.amount,
      balanceAfter: row.balance,
      description: entry.description,
      automationId: entry.automationId ?? null,
      runId: entry.runId ?? null,
      purchaseId: entry.purchaseId ?? null,
      lotId: entry.lotId ?? null,
      adminUserId: entry.adminUserId ?? null,
      idempotencyKey: entry.idempotencyKey ?? null,
      expiresAt: entry.expiresAt ?? null,
      metadata: entry.metadata ?? {},
      createdAt: new Date(row.created_at),
    },
  };
}
