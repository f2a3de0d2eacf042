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
 * How the entry moves lots: the given allocations, or (a spend) `-amount` taken from the user's lots
 * in spending order (soonest expiry first, then oldest, DESIGN D2), read in the entry's own statement.
 * The spend is refused, changing nothing, while any lot is due at `dueAt`: its expiry goes first.
 */
export type EntryMovements = LotAllocation[] | { spendingOrder: true; dueAt: Date };

/**
 * written: false when a guard refused; balanceRefused tells the balance guard from a lot guard;
 * lotDue when a spend in spending order found a due lot and wrote nothing.
 */
export type EntryWrite =
  { written: true; entry: LedgerEntry } | { written: false; balanceRefused: boolean; lotDue: boolean };

/**
 * The lots an entry moves, as a `moves (lot_id, amount)` CTE body, the condition every part of the
 * statement waits on, and how many lots the guard must see moved.
 */
function movesOf(entry: EntryToWrite, movements: EntryMovements) {
  if (Array.isArray(movements)) {
    const lotIds = movements.map((move) => sql`${move.lotId}`);
    const amounts = movements.map((move) => sql`${move.amount}`);
    return {
      due: sql`false`,
      moves: sql`select * from unnest(array[${sql.join(lotIds, sql`, `)}]::uuid[],
                                       array[${sql.join(amounts, sql`, `)}]::int[]) as m(lot_id, amount)`,
      complete: sql`(select count(*) from moved) = ${movements.length}`,
    };
  }
  const need = -entry.amount;
  // Under the balance lock taken by an earlier statement, so this statement's snapshot already
  // holds every committed change of these lots. listSpendableLots' order; `before` is what the
  // lots ahead of each one hold.
  return {
    due: sql`exists (select 1 from token_lots d where d.user_id = ${entry.userId} and d.remaining_amount > 0
                     and d.expires_at <= ${movements.dueAt.toISOString()}::timestamptz)`,
    moves: sql`select id as lot_id, -least(remaining_amount, ${need}::int - before)::int as amount
               from (select id, remaining_amount,
                            coalesce(sum(remaining_amount) over (order by expires_at asc nulls last, created_at asc, id asc
                                                                 rows between unbounded preceding and 1 preceding), 0) as before
                     from token_lots where user_id = ${entry.userId} and remaining_amount > 0) l
               where before < ${need}::int and not (select due from due)`,
    complete: sql`(select count(*) from moved) = (select count(*) from moves)
                  and (select coalesce(sum(amount), 0) from moves) = ${entry.amount}::int`,
  };
}

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
  movements: EntryMovements,
): Promise<EntryWrite> {
  const id = randomUUID();
  const { due, moves, complete } = movesOf(entry, movements);
  const [row] = await queryRows<{
    balance: number | null;
    seq: string | number | null;
    created_at: Date | string | null;
    due: boolean;
  }>(
    db,
    sql`with due as (
          select ${due} as due
        ), balance as (
          update profiles set token_balance = token_balance + ${entry.amount}
          where user_id = ${entry.userId} and token_balance >= ${-entry.amount} and not (select due from due)
          returning token_balance
        ), moves as (
          ${moves}
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
          where ${complete}
          returning seq, created_at
        ), written as (
          insert into ledger_lot_movements (entry_id, lot_id, amount)
          select entry_id, moves.lot_id, moves.amount from moves, (select ${id}::uuid as entry_id from entry) e
        )
        select (select token_balance from balance) as balance, (select seq from entry) as seq,
               (select created_at from entry) as created_at, (select due from due) as due`,
  );
  if (row?.due) return { written: false, balanceRefused: false, lotDue: true };
  if (!row || row.seq === null || row.created_at === null || row.balance === null) {
    return { written: false, balanceRefused: !row || row.balance === null, lotDue: false };
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
