import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { queryRows } from '../../platform/db/query-rows';

export interface LedgerState {
  balance: number;
  sumOfEntries: number;
  sumOfLots: number;
  /** Tokens in lots whose expiry is at or before `now`: zero after any operation at `now`. */
  expiredButHeld: number;
  /** Lots whose remaining amount differs from the sum of their movements. */
  lotsOffTheirMovements: number;
}

/** DESIGN D3's invariant, read straight from the tables; tests assert it after every step. */
export async function readLedgerState(db: Database, userId: string, now: Date): Promise<LedgerState> {
  const [row] = await queryRows<LedgerState>(
    db,
    sql`select
      (select token_balance from profiles where user_id = ${userId})::int as "balance",
      (select coalesce(sum(amount), 0) from ledger_entries where user_id = ${userId})::int as "sumOfEntries",
      (select coalesce(sum(remaining_amount), 0) from token_lots where user_id = ${userId})::int as "sumOfLots",
      (select coalesce(sum(remaining_amount), 0) from token_lots
        where user_id = ${userId} and expires_at <= ${now.toISOString()}::timestamptz)::int as "expiredButHeld",
      (select count(*) from token_lots l where l.user_id = ${userId} and l.remaining_amount <>
        (select coalesce(sum(m.amount), 0) from ledger_lot_movements m where m.lot_id = l.id))::int
        as "lotsOffTheirMovements"`,
  );
  return row!;
}
