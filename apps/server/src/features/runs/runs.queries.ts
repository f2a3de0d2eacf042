import { and, eq, getTableColumns, inArray, lt, sql } from 'drizzle-orm';
import { automationIdPattern, type CustomField } from '@basalt/contracts';
import type { Database } from '../../platform/db/database';
import { queryRows } from '../../platform/db/query-rows';
import {
  automations,
  automationVersions,
  categories,
  configurations,
  profiles,
  runs,
  storedFiles,
} from '../../platform/db/schema';
import { runListenerColumns } from './end/run-follow-ups';

export type RunRow = typeof runs.$inferSelect;
export type NewRun = typeof runs.$inferInsert;

/** A run with what its owner's views show of its automation. */
export interface RunView extends RunRow {
  /** The automation's name in the version the run used (DESIGN D19), kept through renames and deletes. */
  automationName: string | null;
  automationSlug: string | null;
  categoryName: string | null;
  filesExpireAt: Date | string | null;
}

/**
 * A statement every run makes, built once per database handle and prepared by name, so that neither
 * drizzle nor PostgreSQL (once per connection) works it out again for each run.
 */
function preparedPerDatabase<Statement>(build: (db: Database) => Statement): (db: Database) => Statement {
  const statements = new WeakMap<Database, Statement>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) statements.set(db, (statement = build(db)));
    return statement;
  };
}

/** Everything the run engine needs of an automation: form, price and where to call. */
export async function findAutomationForRun(db: Database, automationId: string) {
  const [row] = await db.select().from(automations).where(eq(automations.id, automationId));
  return row;
}

/** By id or by slug, as a program names an automation (the start's one read before its transaction). */
const automationToStart = (by: 'id' | 'slug') =>
  preparedPerDatabase((db) =>
    db
      .select({
        automation: automations,
        categoryName: categories.name,
        listeners: runListenerColumns(sql.placeholder('userId')),
      })
      .from(automations)
      .leftJoin(categories, eq(categories.id, automations.categoryId))
      .where(eq(by === 'id' ? automations.id : automations.slug, sql.placeholder('ref')))
      .prepare(`runs_find_automation_to_start_by_${by}`),
  );
const automationToStartById = automationToStart('id');
const automationToStartBySlug = automationToStart('slug');

/**
 * The automation (by its id, or its slug: an id is 8-4-4-4-12 hex) with its category's name, for the
 * run a start answers with, and who listens for the user's runs: one round trip for all a start reads
 * before its transaction.
 */
export async function findAutomationToStart(db: Database, ref: string, userId: string) {
  const byId = automationIdPattern.test(ref);
  const statement = byId ? automationToStartById : automationToStartBySlug;
  const [row] = await statement(db).execute({ ref: byId ? ref.toLowerCase() : ref, userId });
  return row;
}

/** Inserts a new run unless this user already used its idempotency key; undefined then. */
export async function insertRunOnce(db: Database, values: NewRun): Promise<RunRow | undefined> {
  const [row] = await db
    .insert(runs)
    .values(values)
    .onConflictDoNothing({ target: [runs.userId, runs.idempotencyKey] })
    .returning();
  return row;
}

/** Takes the owner's profile row lock, as a charge does, so that racing starts see each other's runs. */
export async function lockRunOwner(db: Database, userId: string): Promise<void> {
  await db.select({ userId: profiles.userId }).from(profiles).where(eq(profiles.userId, userId)).for('update');
}

/** The user's queued and running runs (partial index runs_user_unfinished_idx). */
export async function countUnfinishedRuns(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(runs)
    .where(and(eq(runs.userId, userId), inArray(runs.status, ['pending', 'running'])));
  return Number(row?.count ?? 0);
}

export async function findRunByKey(db: Database, userId: string, key: string): Promise<RunRow | undefined> {
  const [row] = await db
    .select()
    .from(runs)
    .where(and(eq(runs.userId, userId), eq(runs.idempotencyKey, key)));
  return row;
}

export async function findRun(db: Database, id: string): Promise<RunRow | undefined> {
  const [row] = await db.select().from(runs).where(eq(runs.id, id));
  return row;
}

/** Locks the run row for a state change; concurrent finishers wait and then see the new status. */
export async function lockRun(db: Database, id: string): Promise<RunRow | undefined> {
  const [row] = await db.select().from(runs).where(eq(runs.id, id)).for('update');
  return row;
}

export async function updateRun(db: Database, id: string, values: Partial<NewRun>): Promise<RunRow> {
  const [row] = await db.update(runs).set(values).where(eq(runs.id, id)).returning();
  return row!;
}

/** What calling a run's workflow needs of its automation. */
export type RunAutomation = Pick<
  typeof automations.$inferSelect,
  'id' | 'slug' | 'name' | 'webhookUrl' | 'webhookSecret' | 'maxDurationMinutes' | 'customFields' | 'answerMode'
>;

/** A run its worker has claimed (pending -> running), with its automation (null when deleted). */
export type ClaimedRun = RunRow & { automation: RunAutomation | null };

/**
 * pending -> running, once: a redelivered job finds the run already claimed and does nothing. The
 * deadline is the automation's maximum duration from now, plus `graceSeconds`. The automation (null
 * when deleted) comes back in the same statement. A worker claims a whole batch of jobs' runs in one
 * statement (decision 039): one round trip and one commit for the batch, not one per run. A run of a
 * paused automation is not claimed (DESIGN D18): refuseQueuedRunsOfPaused refunds it.
 */
export async function claimPendingRuns(db: Database, ids: string[], graceSeconds: number): Promise<ClaimedRun[]> {
  return claimStatement(db).execute({ ids, graceSeconds });
}

/**
 * What the worker calls, as json: the automation's columns (its live version, DESIGN D19), or for a
 * run of another version (a program's pin, or a publish while it was queued) that version's workflow,
 * fields and duration. CASE reads the version's row only for such a run, so most claims never do.
 */
const claimedAutomation = sql`(
  select case when ${runs.automationVersion} is null or ${runs.automationVersion} = a.live_version
    then json_build_object('id', a.id, 'slug', a.slug, 'name', a.name, 'webhookUrl', a.webhook_url,
      'webhookSecret', a.webhook_secret, 'maxDurationMinutes', a.max_duration_minutes,
      'customFields', a.custom_fields, 'answerMode', a.answer_mode)
    else (select json_build_object('id', a.id, 'slug', a.slug, 'name', v.content->>'name',
      'webhookUrl', v.content->>'webhookUrl', 'webhookSecret', a.webhook_secret,
      'maxDurationMinutes', (v.content->>'maxDurationMinutes')::int, 'customFields', v.content->'customFields',
      'answerMode', coalesce(v.content->>'answerMode', 'result'))
      from ${automationVersions} v where v.automation_id = a.id and v.number = ${runs.automationVersion})
  end
  from ${automations} a where a.id = ${runs.automationId})`;

const claimedMaxDuration = sql`(
  select case when ${runs.automationVersion} is null or ${runs.automationVersion} = a.live_version
    then a.max_duration_minutes
    else (select (v.content->>'maxDurationMinutes')::int from ${automationVersions} v
      where v.automation_id = a.id and v.number = ${runs.automationVersion})
  end
  from ${automations} a where a.id = ${runs.automationId})`;

const claimStatement = preparedPerDatabase((db) =>
  db
    .update(runs)
    .set({
      status: 'running',
      startedAt: sql`now()`,
      deadlineAt: sql`now() + make_interval(mins => coalesce(${claimedMaxDuration}, 10), secs => ${sql.placeholder('graceSeconds')})`,
    })
    .where(
      and(
        sql`${runs.id} = any(${sql.placeholder('ids')}::uuid[])`,
        eq(runs.status, 'pending'),
        sql`not exists (select 1 from ${automations} where ${automations.id} = ${runs.automationId} and ${automations.pausedAt} is not null)`,
      ),
    )
    .returning({ ...getTableColumns(runs), automation: sql<RunAutomation | null>`${claimedAutomation}` })
    .prepare('runs_claim_pending_batch'),
);

/** A run the worker saw complete, with the result its workflow answered. */
export interface RunCompletion {
  id: string;
  result: Record<string, unknown>;
}

const resultsDocument = (completions: RunCompletion[]) =>
  JSON.stringify(completions.map(({ id, result }) => ({ id, result: JSON.stringify(result) })));

/**
 * running -> completed in one statement for any number of runs whose end moves no tokens (a per-run
 * charge stands, nothing is held); answers the ids it completed. The state check in the WHERE clause
 * plays the part of finishRun's lock. The results travel as one json document, each as its own JSON
 * text: cast to the json column, as a lone result was, it keeps the workflow's key order, and text
 * json_to_recordset could not take (an escaped NUL) is stored as before.
 */
export async function completeRunsWithoutSettlement(db: Database, completions: RunCompletion[]): Promise<Set<string>> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update ${runs} set status = 'completed', result_data = v.result::json, error_message = null,
        failure_kind = null, progress = 100, completed_at = now(),
        execution_time_ms = (extract(epoch from now() - ${runs.startedAt}) * 1000)::int, deadline_at = null
      from json_to_recordset(${resultsDocument(completions)}::json) as v(id uuid, result text)
      where ${runs.id} = v.id and ${runs.status} = 'running' and (${runs.pricing} ->> 'hold')::int = 0
        -- A run with follow-ups (webhook, e-mail, result deliveries) ends through finishRun, which queues them.
        and not ('run.completed' = any(${runs.webhookEvents})) and ${runs.notifyOnEnd} = false
        and ${runs.deliversResult} = false
      returning ${runs.id}`,
  );
  return new Set(rows.map((row) => row.id));
}

export async function updateProgress(
  db: Database,
  id: string,
  progress: number | null,
  message: string | null,
): Promise<RunRow | undefined> {
  const [row] = await db
    .update(runs)
    .set({
      ...(progress === null ? {} : { progress: Math.round(progress) }),
      ...(message === null ? {} : { progressMessage: message }),
    })
    .where(and(eq(runs.id, id), eq(runs.status, 'running')))
    .returning();
  return row;
}

export async function listOverdueRunIds(db: Database, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: runs.id })
    .from(runs)
    .where(and(inArray(runs.status, ['pending', 'running']), lt(runs.deadlineAt, now)))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** The user's queued and running runs, locked for the rest of the transaction (in id order). */
export async function lockInFlightRuns(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: runs.id })
    .from(runs)
    .where(and(eq(runs.userId, userId), inArray(runs.status, ['pending', 'running'])))
    .orderBy(runs.id)
    .for('update');
  return rows.map((row) => row.id);
}

export async function deleteRun(db: Database, id: string): Promise<void> {
  await db.delete(runs).where(eq(runs.id, id));
}

/** The select list of RunView, shared by the single-run and history queries. */
export const runViewColumns = {
  run: runs,
  // Stored at start, the version's name; runs made without one (older data, tests) read the automation's.
  automationName: sql<string | null>`coalesce(${runs.automationName}, ${automations.name})`,
  automationSlug: automations.slug,
  categoryName: categories.name,
  filesExpireAt: sql<
    Date | string | null
  >`(select min(${storedFiles.expiresAt}) from ${storedFiles} where ${storedFiles.runId} = ${runs.id})`,
};

export const flattenRunView = (row: {
  run: RunRow;
  automationName: string | null;
  automationSlug: string | null;
  categoryName: string | null;
  filesExpireAt: Date | string | null;
}): RunView => ({
  ...row.run,
  automationName: row.automationName,
  automationSlug: row.automationSlug,
  categoryName: row.categoryName,
  filesExpireAt: row.filesExpireAt,
});

export async function findRunView(db: Database, id: string): Promise<RunView | undefined> {
  const [row] = await db
    .select(runViewColumns)
    .from(runs)
    .leftJoin(automations, eq(automations.id, runs.automationId))
    .leftJoin(categories, eq(categories.id, automations.categoryId))
    .where(eq(runs.id, id));
  return row ? flattenRunView(row) : undefined;
}

/** The user's configuration a run starts from, with the result delivery its runs inherit; undefined when not theirs. */
export async function findOwnConfiguration(db: Database, configurationId: string, userId: string) {
  const [row] = await db
    .select({ id: configurations.id, resultDelivery: configurations.resultDelivery })
    .from(configurations)
    .where(and(eq(configurations.id, configurationId), eq(configurations.userId, userId)));
  return row;
}

/** The user's balance as committed now (the live stream sends it after each change). */
export async function readTokenBalance(db: Database, userId: string): Promise<number | undefined> {
  const [row] = await db.select({ balance: profiles.tokenBalance }).from(profiles).where(eq(profiles.userId, userId));
  return row?.balance;
}

/**
 * The fields of the form a run was started with (DESIGN D19): its version's, else the automation's
 * own (a run of an automation never published); none once the automation is deleted.
 */
export async function findRunFields(db: Database, run: Pick<RunRow, 'automationId' | 'automationVersion'>) {
  if (!run.automationId) return [];
  const [row] =
    run.automationVersion === null
      ? await db
          .select({ fields: sql<CustomField[]>`${automations.customFields}` })
          .from(automations)
          .where(eq(automations.id, run.automationId))
      : await db
          .select({ fields: sql<CustomField[]>`${automationVersions.content}->'customFields'` })
          .from(automationVersions)
          .where(
            and(
              eq(automationVersions.automationId, run.automationId),
              eq(automationVersions.number, run.automationVersion),
            ),
          );
  return (row?.fields ?? []).map((field) => ({ id: field.id, label: field.label, type: field.type }));
}
