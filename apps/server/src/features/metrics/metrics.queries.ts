import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { queryRows } from '../../platform/db/query-rows';

export async function countRunsByStatus(db: Database) {
  return queryRows<{ status: string; count: number }>(
    db,
    sql`select status, count(*)::int as count from runs group by status`,
  );
}

/** Jobs waiting or being worked per queue; none when pg-boss has not made its schema (tests without jobs). */
export async function countQueuedJobs(db: Database) {
  const [schema] = await queryRows<{ present: boolean }>(
    db,
    sql`select to_regclass('pgboss.job') is not null as present`,
  );
  if (!schema?.present) return [];
  return queryRows<{ queue: string; state: string; count: number }>(
    db,
    sql`select name as queue, state::text as state, count(*)::int as count from pgboss.job
        where state in ('created', 'retry', 'active') group by name, state`,
  );
}

/** Tokens moved per entry type since the start, split into credits and debits (entries are signed). */
export async function sumLedgerByType(db: Database) {
  return queryRows<{ type: string; entries: number; credits: number; debits: number }>(
    db,
    sql`select type, count(*)::int as entries,
          coalesce(sum(amount) filter (where amount > 0), 0)::float8 as credits,
          coalesce(-sum(amount) filter (where amount < 0), 0)::float8 as debits
        from ledger_entries group by type`,
  );
}
