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

/**
 * One ledger entry in one statement: the guarded balance change, the guarded lot moves, the entry
 * with its balance_after, and its lot movements. The entry and its movements are written only when
 * the balance guard (never below zero) and every lot guard (within 0..original) passed; otherwise
 * the answer is undefined and the caller throws, so its transaction undoes whatever the statement's
 * other parts changed.
 */
export async function writeEntry(
  db: Database,
  entry: EntryToWrite,
  movements: LotAllocation[],
): Promise<LedgerEntry | undefined> {
  const id = randomUUID();
  const lotIds = sql.join(
    movements.map((move) => sql`${move.lotId}`),
    sql`, `,
  );
  const amounts = sql.join(
    movements.map((move) => sql`${move.amount}`),
    sql`, `,
  );
  const [row] = await queryRows<{ balance: number; seq: string | number; created_at: Date | string }>(
    db,
    sql`with moves as (
          select * from unnest(array[${lotIds}]::uuid[], array[${amounts}]::int[]) as m(lot_id, amount)
        ), balance as (
          update profiles set token_balance = token_balance + ${entry.amount}
          where user_id = ${entry.userId} and token_balance >= ${-entry.amount}
          returning token_balance
        ), moved as (
          update token_lots l set remaining_amount = l.remaining_amount + moves.amount
          from moves
          where l.id = moves.lot_id and l.remaining_amount + moves.amount between 0 and l.original_amount
          returning l.id
        ), written as (
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
          returning balance_after, seq, created_at
        ), movements as (
          insert into ledger_lot_movements (entry_id, lot_id, amount)
          select ${id}::uuid, moves.lot_id, moves.amount from moves where exists (select 1 from written)
        )
        select balance_after as balance, seq, created_at from written`,
  );
  if (!row) return undefined;
  return {
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
  };
}
