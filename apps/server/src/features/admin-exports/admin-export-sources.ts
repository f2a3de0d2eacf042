import { sql, type SQL } from 'drizzle-orm';
import type { AdminExportName } from '@basalt/contracts';

export interface ExportSource {
  /** select ... from ... where true: the columns of one row, plus the keyset columns named below. */
  select: SQL;
  createdAt: SQL;
  id: SQL;
}

/**
 * ISO 8601 in UTC (2026-12-01T19:48:05.121Z): PostgreSQL's own text form (`2026-12-01 19:48:05.121+00`)
 * is read by no spreadsheet as a date.
 */
const isoUtc = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** Each back-office list as one query; the CSV's column headers and order are in the service. */
export const exportSources: Record<AdminExportName, ExportSource> = {
  users: {
    select: sql`
      select u.id, u.email, p.full_name as "fullName", p.company, p.phone, u.email_verified as "emailVerified",
             p.is_admin as "isAdmin", p.token_balance as "tokenBalance", ${isoUtc('u.created_at')} as "createdAt",
             u.created_at::text as "cursorAt", u.id as "cursorId"
      from users u join profiles p on p.user_id = u.id where true`,
    createdAt: sql`u.created_at`,
    id: sql`u.id`,
  },
  balances: {
    select: sql`
      select u.id, u.email, p.full_name as "fullName", p.token_balance as "tokenBalance",
             p.subscription_tier as "subscriptionTier", p.subscription_status as "subscriptionStatus",
             u.created_at::text as "cursorAt", u.id as "cursorId"
      from users u join profiles p on p.user_id = u.id where true`,
    createdAt: sql`u.created_at`,
    id: sql`u.id`,
  },
  adjustments: {
    // The reason as the admin typed it and the screen shows it; the ledger's description adds a prefix for the user.
    select: sql`
      select ${isoUtc('l.created_at')} as "createdAt", u.email, l.amount, l.balance_after as "balanceAfter",
             coalesce(l.metadata->>'reason', l.description) as reason, a.email as "adminEmail",
             l.created_at::text as "cursorAt", l.id::text as "cursorId"
      from ledger_entries l join users u on u.id = l.user_id left join users a on a.id = l.admin_user_id
      where l.type = 'admin_adjustment'`,
    createdAt: sql`l.created_at`,
    id: sql`l.id::text`,
  },
  'audit-log': {
    select: sql`
      select ${isoUtc('x.created_at')} as "createdAt", x.action_type as "actionType",
             x.details->>'adminEmail' as "adminEmail", x.details->>'targetEmail' as "targetEmail",
             x.details->>'automationName' as "automationName", x.details, x.created_at::text as "cursorAt",
             x.id::text as "cursorId"
      from admin_actions x where true`,
    createdAt: sql`x.created_at`,
    id: sql`x.id::text`,
  },
  leads: {
    select: sql`
      select ${isoUtc('r.created_at')} as "createdAt", r.kind, r.status, r.full_name as "fullName", r.email,
             r.company, r.phone, r.description, r.use_case as "useCase", r.budget_range as "budgetRange",
             r.timeline, r.preferred_datetime as "preferredDatetime", r.topic, r.created_at::text as "cursorAt",
             r.id::text as "cursorId"
      from lead_requests r where true`,
    createdAt: sql`r.created_at`,
    id: sql`r.id::text`,
  },
  runs: {
    select: sql`
      select r.id, ${isoUtc('r.created_at')} as "createdAt", u.email,
             coalesce(r.automation_name, a.name) as "automationName",
             r.automation_version as "automationVersion", r.status, r.tokens_charged as "tokensCharged",
             r.tokens_refunded as "tokensRefunded", ${isoUtc('r.started_at')} as "startedAt",
             ${isoUtc('r.completed_at')} as "completedAt", r.execution_time_ms as "executionTimeMs",
             r.failure_kind as "failureKind", r.error_message as "errorMessage",
             r.created_at::text as "cursorAt", r.id::text as "cursorId"
      from runs r join users u on u.id = r.user_id left join automations a on a.id = r.automation_id
      where true`,
    createdAt: sql`r.created_at`,
    id: sql`r.id::text`,
  },
  purchases: {
    // Every checkout, also the abandoned (expired, cancelled) and declined (failed) ones an accountant reconciles.
    select: sql`
      select p.id, ${isoUtc('p.created_at')} as "createdAt", ${isoUtc('p.completed_at')} as "completedAt",
             u.email, k.label as "bundle", to_char(p.amount_usd_cents / 100.0, 'FM999999990.00') as "amountUsd",
             p.base_tokens as "baseTokens", p.bonus_tokens as "bonusTokens", p.total_tokens as "totalTokens",
             p.status, p.provider, p.provider_session_id as "providerSessionId",
             p.created_at::text as "cursorAt", p.id::text as "cursorId"
      from purchases p join users u on u.id = p.user_id left join token_packages k on k.id = p.package_id
      where true`,
    createdAt: sql`p.created_at`,
    id: sql`p.id::text`,
  },
};
