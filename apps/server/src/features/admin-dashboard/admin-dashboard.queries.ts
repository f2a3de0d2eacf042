import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { queryRows } from '../../platform/db/query-rows';

/** Month boundaries in UTC, so the figures do not depend on the server's time zone. */
const thisMonth = sql`(date_trunc('month', now() at time zone 'utc') at time zone 'utc')`;
const lastMonth = sql`(date_trunc('month', (now() at time zone 'utc') - interval '1 month') at time zone 'utc')`;

export interface MetricsRow {
  totalUsers: number;
  usersBeforeThisMonth: number;
  activeAutomations: number;
  runsThisMonth: number;
  revenueThisMonthCents: number;
  revenueLastMonthCents: number;
  allTimeRevenueCents: number;
  tokensHeld: number;
  tokensUsedThisMonth: number;
  completedThisMonth: number;
  failedThisMonth: number;
  averageTokensPerRun: number | null;
  averageExecutionMs: number | null;
}

/** Every dashboard figure in one statement of aggregates; no rows are loaded into the app. */
export async function readMetrics(db: Database): Promise<MetricsRow> {
  const [row] = await queryRows<MetricsRow>(
    db,
    sql`
      select
        u.total as "totalUsers", u.before as "usersBeforeThisMonth",
        (select count(*)::int from automations where status = 'published' and deleted_at is null) as "activeAutomations",
        r.runs as "runsThisMonth", r.completed as "completedThisMonth", r.failed as "failedThisMonth",
        r.avg_tokens as "averageTokensPerRun", r.avg_ms as "averageExecutionMs",
        p.this_month as "revenueThisMonthCents", p.last_month as "revenueLastMonthCents", p.all_time as "allTimeRevenueCents",
        (select coalesce(sum(token_balance), 0)::float8 from profiles) as "tokensHeld",
        (select coalesce(-sum(amount), 0)::float8 from ledger_entries
          where type in ('deduction', 'refund') and created_at >= ${thisMonth}) as "tokensUsedThisMonth"
      from
        (select count(*)::int as total, count(*) filter (where created_at < ${thisMonth})::int as before
         from profiles) u,
        (select count(*)::int as runs,
                count(*) filter (where status = 'completed')::int as completed,
                count(*) filter (where status = 'failed')::int as failed,
                avg(tokens_charged - tokens_refunded) filter (where status in ('completed', 'failed'))::float8 as avg_tokens,
                avg(execution_time_ms) filter (where status = 'completed')::float8 as avg_ms
         from runs where created_at >= ${thisMonth}) r,
        (select coalesce(sum(amount_usd_cents) filter (where completed_at >= ${thisMonth}), 0)::float8 as this_month,
                coalesce(sum(amount_usd_cents) filter (
                  where completed_at >= ${lastMonth} and completed_at < ${thisMonth}), 0)::float8 as last_month,
                coalesce(sum(amount_usd_cents), 0)::float8 as all_time
         from purchases where status = 'completed') p`,
  );
  return row!;
}

export interface RecentRunRow {
  id: string;
  status: string;
  tokensCharged: number;
  tokensRefunded: number;
  createdAt: Date | string;
  userEmail: string | null;
  userName: string | null;
  automationName: string | null;
}

export function listRecentRuns(db: Database, limit: number) {
  return queryRows<RecentRunRow>(
    db,
    sql`
      select r.id, r.status, r.tokens_charged as "tokensCharged",
             r.tokens_refunded as "tokensRefunded", r.created_at as "createdAt",
             u.email as "userEmail", p.full_name as "userName", a.name as "automationName"
      from runs r
      left join users u on u.id = r.user_id
      left join profiles p on p.user_id = r.user_id
      left join automations a on a.id = r.automation_id
      order by r.created_at desc, r.id
      limit ${limit}`,
  );
}

export interface SignupRow {
  id: string;
  email: string;
  fullName: string;
  createdAt: Date | string;
}

export function listRecentSignups(db: Database, limit: number) {
  return queryRows<SignupRow>(
    db,
    sql`
      select p.user_id as id, u.email, p.full_name as "fullName", p.created_at as "createdAt"
      from profiles p join users u on u.id = p.user_id
      order by p.created_at desc, p.user_id
      limit ${limit}`,
  );
}

export interface PopularRow {
  id: string;
  name: string;
  runCount: number;
  totalTokens: number;
}

export function listPopularThisMonth(db: Database, limit: number) {
  return queryRows<PopularRow>(
    db,
    sql`
      select a.id, a.name, count(*)::int as "runCount", coalesce(sum(r.tokens_charged - r.tokens_refunded), 0)::float8 as "totalTokens"
      from runs r join automations a on a.id = r.automation_id and a.deleted_at is null
      where r.created_at >= ${thisMonth}
      group by a.id, a.name
      order by count(*) desc, a.name
      limit ${limit}`,
  );
}

export interface DayRow {
  date: string;
  revenueCents: number;
  completedRuns: number;
  failedRuns: number;
  pageViews: number;
}

/** One row per UTC day of the last `days` days, oldest first, zeros included. */
export function listDays(db: Database, days: number) {
  return queryRows<DayRow>(
    db,
    sql`
      with d as (
        select generate_series(
          (now() at time zone 'utc')::date - ${days - 1}::int, (now() at time zone 'utc')::date, interval '1 day'
        )::date as day
      ), since as (select (min(day)::timestamp at time zone 'utc') as at from d)
      select to_char(d.day, 'YYYY-MM-DD') as date,
             coalesce(pu.cents, 0)::float8 as "revenueCents",
             coalesce(ru.completed, 0)::int as "completedRuns", coalesce(ru.failed, 0)::int as "failedRuns",
             coalesce(pv.views, 0)::int as "pageViews"
      from d
      left join (
        select (completed_at at time zone 'utc')::date as day, sum(amount_usd_cents) as cents
        from purchases, since where status = 'completed' and completed_at >= since.at group by 1
      ) pu on pu.day = d.day
      left join (
        select (created_at at time zone 'utc')::date as day,
               count(*) filter (where status = 'completed') as completed,
               count(*) filter (where status = 'failed') as failed
        from runs, since where created_at >= since.at group by 1
      ) ru on ru.day = d.day
      left join (
        select (created_at at time zone 'utc')::date as day, count(*) as views
        from analytics_events, since where name = 'page_view' and created_at >= since.at group by 1
      ) pv on pv.day = d.day
      order by d.day`,
  );
}
