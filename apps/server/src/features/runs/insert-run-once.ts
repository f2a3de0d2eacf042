import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { queryRows } from '../../platform/db/query-rows';
import { runs } from '../../platform/db/schema';
import { lockBalanceSubquery, lockedBalanceFromJson, type LockedBalance } from '../ledger';
import type { NewRun, RunRow } from './runs.queries';

/** The columns a start writes; the rest keep their defaults (timestamps, counters). */
const startColumns = [
  // Chosen by the start, which enqueues the run's job before inserting it (start-run.service.ts).
  'id',
  'userId',
  'automationId',
  'automationName',
  'configurationId',
  'status',
  'inputData',
  'quotedTokens',
  'tokensCharged',
  'pricing',
  'idempotencyKey',
  'requestHash',
  'deadlineAt',
  'completionWebhookUrl',
  'webhookEvents',
  'notifyOnEnd',
  'apiKeyId',
  'oauthClientId',
] as const satisfies readonly (keyof NewRun)[];

/** Every column a start writes, with a value or an explicit null: none is left out by mistake. */
export type StartedRunValues = { [Key in (typeof startColumns)[number]]-?: Exclude<NewRun[Key], undefined> };

const runColumns = Object.entries(getTableColumns(runs));

// Drizzle's insert builder took about 0.9 ms of the web process's CPU per start (issue 16's runs
// profile; 0.3 ms this way): the statement's text is built here once, and a start only binds values.
const insertedColumns = sql.raw(startColumns.map((key) => `"${runs[key].name}"`).join(', '));
const conflictColumns = sql.raw(`"${runs.userId.name}", "${runs.idempotencyKey.name}"`);
const returnedColumns = sql.raw(runColumns.map(([key, column]) => `"${column.name}" as "${key}"`).join(', '));

/** A returned row as drizzle's builder answers it: each column read by its own mapping (dates, JSON). */
const runRowOf = (row: Record<string, unknown>) =>
  Object.fromEntries(
    runColumns.map(([key, column]) => [key, row[key] === null ? null : column.mapFromDriverValue(row[key])]),
  ) as RunRow;

/**
 * Inserts the run unless this user already used the key; undefined then. With `lockOwner` (a start
 * that charges), the same statement then locks the owner's balance as the ledger does, one round
 * trip less: `ownerBalance` is what the lock read (undefined without a profile).
 */
export async function insertRunOnce(
  db: Database,
  values: StartedRunValues,
  lockOwner = false,
): Promise<{ run: RunRow; ownerBalance?: LockedBalance } | undefined> {
  // Each value goes through its column's own encoding (JSON, arrays, dates), as the builder's would.
  const bound = sql.join(
    startColumns.map((key) => sql.param(values[key], runs[key])),
    sql`, `,
  );
  const ownerBalance: SQL = lockOwner ? sql`, ${lockBalanceSubquery(sql`${runs.userId}`)} as "ownerBalance"` : sql``;
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`insert into ${runs} (${insertedColumns}) values (${bound})
      on conflict (${conflictColumns}) do nothing
      returning ${returnedColumns}${ownerBalance}`,
  );
  if (!row) return undefined;
  const run = runRowOf(row);
  if (!lockOwner) return { run };
  return { run, ownerBalance: lockedBalanceFromJson(row.ownerBalance as Parameters<typeof lockedBalanceFromJson>[0]) };
}
