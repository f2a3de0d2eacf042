import { sql, type SQL } from 'drizzle-orm';
import type { HealthWindowStats } from '@basalt/contracts';
import type { Database } from '../../platform/db/database';
import { queryRows } from '../../platform/db/query-rows';

export interface HealthWindowRow<W extends string> {
  window: W;
  finished: number;
  completed: number;
  platformFailures: number;
  p50Ms: number | null;
  p95Ms: number | null;
}

/** A window of finished runs: its name and when it starts. */
export interface RunWindow<W extends string> {
  name: W;
  since: SQL;
}

/**
 * A finished run, as the health figures count it (DESIGN D18): runs a pause refused without
 * starting them are left out. `r` is the runs table.
 */
export const finishedRun = sql`r.status in ('completed', 'failed') and r.failure_kind is distinct from 'automation_paused'`;

/** The health panel's three rolling windows. */
export const rollingHealthWindows: RunWindow<HealthWindowStats['window']>[] = [
  { name: '1h', since: sql`now() - interval '1 hour'` },
  { name: '24h', since: sql`now() - interval '24 hours'` },
  { name: '7d', since: sql`now() - interval '7 days'` },
];

/** The automation's finished runs over each window, by when they finished; platform failures are the refunded kind (D4). */
export function listHealthWindows<W extends string>(db: Database, automationId: string, windows: RunWindow<W>[]) {
  const values = sql.join(
    windows.map((w, position) => sql`(${w.name}::text, (${w.since})::timestamptz, ${position}::int)`),
    sql`, `,
  );
  return queryRows<HealthWindowRow<W>>(
    db,
    sql`select w.name as "window", count(r.id)::int as finished,
        (count(r.id) filter (where r.status = 'completed'))::int as completed,
        (count(r.id) filter (where r.status = 'failed' and r.failure_kind is distinct from 'input_rejected'))::int
          as "platformFailures",
        percentile_cont(0.5) within group (order by r.execution_time_ms)::float8 as "p50Ms",
        percentile_cont(0.95) within group (order by r.execution_time_ms)::float8 as "p95Ms"
      from (values ${values}) as w(name, since, position)
      left join runs r on r.automation_id = ${automationId} and ${finishedRun} and r.completed_at > w.since
      group by w.name, w.position
      order by w.position`,
  );
}

/** Takes it out of its pause; its thresholds count only the runs that finish from now on. */
export async function clearPause(db: Database, automationId: string): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update automations set paused_at = null, pause_reason = null, pause_last_error = null, health_since = now()
        where id = ${automationId} and paused_at is not null returning id`,
  );
  return rows.length > 0;
}

/** The customers who asked to hear when it is back; their requests go with the answer. */
export function takeBackWatchers(db: Database, automationId: string) {
  return queryRows<{ email: string; name: string | null }>(
    db,
    sql`with taken as (delete from automation_back_watchers where automation_id = ${automationId} returning user_id)
        select u.email, p.full_name as name from taken t join users u on u.id = t.user_id
        left join profiles p on p.user_id = t.user_id`,
  );
}

/** Pauses it as the thresholds would (DESIGN D18); false when it is paused already. */
export async function setPause(db: Database, automationId: string, reason: string): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update automations set paused_at = now(), pause_reason = ${reason}, pause_last_error = null
        where id = ${automationId} and paused_at is null returning id`,
  );
  return rows.length > 0;
}
