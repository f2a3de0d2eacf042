import { getTableColumns, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { queryBoundRows } from '../../../platform/db/bound-statement';
import type { Database } from '../../../platform/db/database';
import { runs } from '../../../platform/db/schema';
import { lockBalanceSubquery, lockedBalanceFromJson, type LockedBalance } from '../../ledger';
import type { NewRun, RunRow } from '../runs.queries';

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

// Drizzle's insert builder took about 0.9 ms of the web process's CPU per start, and a template
// compiled on every call 0.4 ms (issue 16's runs profiles): the statement's text is built here once,
// in both forms, and a start only binds its values.
const conflictColumns = sql.raw(`"${runs.userId.name}", "${runs.idempotencyKey.name}"`);
const returnedColumns = sql.raw(runColumns.map(([key, column]) => `"${column.name}" as "${key}"`).join(', '));
const insertText = (lockOwner: boolean) =>
  new PgDialect().sqlToQuery(
    sql`insert into ${runs} (${sql.raw(startColumns.map((key) => `"${runs[key].name}"`).join(', '))})
      values (${sql.join(
        startColumns.map((key) => sql.placeholder(key)),
        sql`, `,
      )})
      on conflict (${conflictColumns}) do nothing
      returning ${returnedColumns}${lockOwner ? sql`, ${lockBalanceSubquery(sql`${runs.userId}`)} as "ownerBalance"` : sql``}`,
  ).sql;
const insertTexts = { plain: insertText(false), lockingOwner: insertText(true) };

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
  const params = startColumns.map((key) => (values[key] === null ? null : runs[key].mapToDriverValue(values[key])));
  const [row] = await queryBoundRows<Record<string, unknown>>(
    db,
    lockOwner ? insertTexts.lockingOwner : insertTexts.plain,
    params,
  );
  if (!row) return undefined;
  const run = runRowOf(row);
  if (!lockOwner) return { run };
  return { run, ownerBalance: lockedBalanceFromJson(row.ownerBalance as Parameters<typeof lockedBalanceFromJson>[0]) };
}
