import { sql } from 'drizzle-orm';
import { DEFAULT_HEALTH_THRESHOLDS as defaults } from '@basalt/contracts';
import type { Database } from '../../../platform/db/database';
import { queryRows } from '../../../platform/db/query-rows';

/** An automation the health thresholds have just paused (DESIGN D18). */
export interface PausedAutomation {
  id: string;
  name: string;
  slug: string | null;
  pausedAt: Date | string;
  reason: string;
  lastError: string | null;
}

/** The admin's thresholds, each null one replaced by its documented default. */
export const thresholdsWithDefaults = sql`
  select coalesce(s.pause_after_failures_in_a_row, ${defaults.failuresInARow}::int) as in_a_row,
    coalesce(s.pause_failure_rate_percent, ${defaults.failureRatePercent}::int) as rate_percent,
    coalesce(s.pause_failure_rate_min_runs, ${defaults.failureRateMinRuns}::int) as min_runs,
    coalesce(s.pause_failure_rate_window_minutes, ${defaults.failureRateWindowMinutes}::int) as window_minutes
  from (select 1) as one left join marketplace_settings s on s.id`;

/**
 * Pauses the automation when its platform failures (the refunded kind, D4: every failure but the
 * workflow refusing the input) pass a threshold: the last N finished runs all failed, or more than
 * the percentage of at least M runs finished within the window. Only runs finished since an admin
 * last resumed it count, and runs never started because of a pause do not. One statement, guarded
 * on `paused_at is null`: racing failures pause it once, and only the one that paused it gets a row.
 */
export async function pauseWhenUnhealthy(db: Database, automationId: string): Promise<PausedAutomation | undefined> {
  const [row] = await queryRows<PausedAutomation>(
    db,
    sql`with settings as (${thresholdsWithDefaults}),
      target as (
        select a.id, coalesce(a.health_since, '-infinity'::timestamptz) as since
        from automations a where a.id = ${automationId} and a.paused_at is null),
      finished as (
        select r.status = 'failed' and r.failure_kind is distinct from 'input_rejected' as failure,
          r.completed_at, r.error_message
        from runs r join target t on r.automation_id = t.id
        where r.status in ('completed', 'failed') and r.failure_kind is distinct from 'automation_paused'
          and r.completed_at > t.since),
      latest as (select failure from finished order by completed_at desc limit (select in_a_row from settings)),
      streak as (select count(*) filter (where failure) as failures, count(*) as runs from latest),
      windowed as (
        select count(*) as runs, count(*) filter (where failure) as failures
        from finished, settings where completed_at > now() - make_interval(mins => settings.window_minutes)),
      verdict as (
        select case
          when streak.runs = settings.in_a_row and streak.failures = settings.in_a_row
            then settings.in_a_row || case when settings.in_a_row = 1 then ' failure' else ' failures' end || ' in a row'
          when windowed.runs >= settings.min_runs and windowed.failures * 100 > settings.rate_percent * windowed.runs
            then windowed.failures || ' of ' || windowed.runs || ' runs failed in the last ' ||
              case when settings.window_minutes = 60 then 'hour'
                when settings.window_minutes = 1440 then 'day'
                when settings.window_minutes % 1440 = 0 then (settings.window_minutes / 1440) || ' days'
                when settings.window_minutes % 60 = 0 then (settings.window_minutes / 60) || ' hours'
                else settings.window_minutes || ' minutes' end
        end as reason
        from settings, streak, windowed)
    update automations a set paused_at = now(), pause_reason = verdict.reason,
      pause_last_error = (select regexp_replace(f.error_message, ' Your tokens have been refunded\\.$', '')
        from finished f where f.failure order by f.completed_at desc limit 1)
    from verdict
    where a.id = ${automationId} and a.paused_at is null and verdict.reason is not null
    returning a.id, a.name, a.slug, a.paused_at as "pausedAt", a.pause_reason as "reason",
      a.pause_last_error as "lastError"`,
  );
  return row;
}

/** Queued runs of paused automations among `runIds` (all of this automation's with `automationId`). */
export async function listQueuedRunsOfPaused(
  db: Database,
  which: { automationId: string } | { runIds: string[] },
): Promise<string[]> {
  const filter =
    'automationId' in which
      ? sql`r.automation_id = ${which.automationId}`
      : sql`r.id = any(${`{${which.runIds.join(',')}}`}::uuid[])`;
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select r.id from runs r join automations a on a.id = r.automation_id
        where ${filter} and r.status = 'pending' and a.paused_at is not null`,
  );
  return rows.map((row) => row.id);
}

/** Every admin's address: each gets the pause alert. */
export async function listAdminAddresses(db: Database): Promise<{ email: string; name: string | null }[]> {
  return queryRows(
    db,
    sql`select u.email, p.full_name as name from profiles p join users u on u.id = p.user_id where p.is_admin`,
  );
}
