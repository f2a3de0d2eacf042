import { sql } from 'drizzle-orm';
import { AUTOMATION_INSIGHTS_DAYS, type RunStatus } from '@basalt/contracts';
import type { Database } from '../../platform/db/database';
import { queryRows } from '../../platform/db/query-rows';
import { finishedRun } from './automation-health.queries';

const today = sql`(now() at time zone 'utc')::date`;
const firstDay = sql`(${today} - ${AUTOMATION_INSIGHTS_DAYS - 1}::int)`;
/** The start of the window's first UTC day: the window is that day and every day up to today. */
export const insightsSince = sql`(${firstDay}::timestamp at time zone 'utc')`;

export interface InsightsDayRow {
  date: string;
  runs: number;
  failures: number;
  completed: number;
  finished: number;
  tokensCharged: number;
  tokensRefunded: number;
}

/** One row per UTC day of the window, oldest first, zeros included; runs count on the day they started. */
export function listInsightsDays(db: Database, automationId: string) {
  return queryRows<InsightsDayRow>(
    db,
    sql`
      with d as (
        -- Dates, not timestamps with a time zone: a day is a day whatever the session's zone.
        select generate_series(${firstDay}, ${today}, interval '1 day')::date as day
      ), per_day as (
        select (r.created_at at time zone 'utc')::date as day, count(*) as runs,
               count(*) filter (where r.status = 'failed') as failures,
               count(*) filter (where r.status = 'completed') as completed,
               count(*) filter (where ${finishedRun}) as finished,
               sum(r.tokens_charged) as charged, sum(r.tokens_refunded) as refunded
        from runs r
        where r.automation_id = ${automationId} and r.created_at >= ${insightsSince}
        group by 1
      )
      select to_char(d.day, 'YYYY-MM-DD') as date, coalesce(p.runs, 0)::int as runs,
             coalesce(p.failures, 0)::int as failures, coalesce(p.completed, 0)::int as completed,
             coalesce(p.finished, 0)::int as finished, coalesce(p.charged, 0)::float8 as "tokensCharged",
             coalesce(p.refunded, 0)::float8 as "tokensRefunded"
      from d left join per_day p on p.day = d.day
      order by d.day`,
  );
}

/** The failed runs' most frequent messages in the window; a run without one counts under ''. */
export function listTopErrors(db: Database, automationId: string, limit: number) {
  return queryRows<{ message: string; count: number }>(
    db,
    sql`
      select coalesce(r.error_message, '') as message, count(*)::int as count
      from runs r
      where r.automation_id = ${automationId} and r.status = 'failed' and r.created_at >= ${insightsSince}
      group by 1
      order by count(*) desc, 1
      limit ${limit}`,
  );
}

export interface InsightsRunRow {
  id: string;
  userEmail: string;
  status: RunStatus;
  tokensCharged: number;
  tokensRefunded: number;
  createdAt: Date | string;
}

export function listLastRuns(db: Database, automationId: string, limit: number) {
  return queryRows<InsightsRunRow>(
    db,
    sql`
      select r.id, u.email as "userEmail", r.status, r.tokens_charged as "tokensCharged",
             r.tokens_refunded as "tokensRefunded", r.created_at as "createdAt"
      from runs r join users u on u.id = r.user_id
      where r.automation_id = ${automationId}
      order by r.created_at desc, r.id
      limit ${limit}`,
  );
}

/** Who started the most runs in the window; tokens net of refunds break ties. */
export function listTopUsers(db: Database, automationId: string, limit: number) {
  return queryRows<{ userId: string; email: string; runs: number; tokens: number }>(
    db,
    sql`
      select u.id as "userId", u.email, count(*)::int as runs,
             coalesce(sum(r.tokens_charged - r.tokens_refunded), 0)::float8 as tokens
      from runs r join users u on u.id = r.user_id
      where r.automation_id = ${automationId} and r.created_at >= ${insightsSince}
      group by u.id, u.email
      order by count(*) desc, 4 desc, u.email
      limit ${limit}`,
  );
}
