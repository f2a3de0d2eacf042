import { sql, type SQL } from 'drizzle-orm';
import type { AdminExportName } from '@basalt/contracts';
import type { Database } from '../../platform/db/database';
import { queryRows } from '../../platform/db/query-rows';

/** Rows per query: a long list streams page by page instead of loading at once. */
export const ADMIN_EXPORT_PAGE_SIZE = 500;

/**
 * Where the previous page ended, newest first. created_at as PostgreSQL prints it: a JS Date would
 * drop the microseconds and skip rows.
 */
export interface ExportCursor {
  at: string;
  id: string;
}

export type ExportRow = Record<string, unknown> & { cursorAt: string; cursorId: string };

interface ExportSource {
  /** select ... from ... where true: the columns of one row, plus the keyset columns named below. */
  select: SQL;
  createdAt: SQL;
  id: SQL;
}

const sources: Record<AdminExportName, ExportSource> = {
  users: {
    select: sql`
      select u.id, u.email, p.full_name as "fullName", p.company, p.phone, u.email_verified as "emailVerified",
             p.is_admin as "isAdmin", p.token_balance as "tokenBalance", u.created_at as "createdAt",
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
    select: sql`
      select l.created_at as "createdAt", u.email, l.amount, l.balance_after as "balanceAfter", l.description,
             a.email as "adminEmail", l.created_at::text as "cursorAt", l.id::text as "cursorId"
      from ledger_entries l join users u on u.id = l.user_id left join users a on a.id = l.admin_user_id
      where l.type = 'admin_adjustment'`,
    createdAt: sql`l.created_at`,
    id: sql`l.id::text`,
  },
  'audit-log': {
    select: sql`
      select x.created_at as "createdAt", x.action_type as "actionType", x.details->>'adminEmail' as "adminEmail",
             x.details->>'targetEmail' as "targetEmail", x.details->>'automationName' as "automationName",
             x.details::text as details, x.created_at::text as "cursorAt", x.id::text as "cursorId"
      from admin_actions x where true`,
    createdAt: sql`x.created_at`,
    id: sql`x.id::text`,
  },
  leads: {
    select: sql`
      select r.created_at as "createdAt", r.kind, r.status, r.full_name as "fullName", r.email, r.company,
             r.phone, r.description, r.use_case as "useCase", r.budget_range as "budgetRange", r.timeline,
             r.preferred_datetime as "preferredDatetime", r.topic, r.created_at::text as "cursorAt",
             r.id::text as "cursorId"
      from lead_requests r where true`,
    createdAt: sql`r.created_at`,
    id: sql`r.id::text`,
  },
};

/** One keyset page of a back-office list, newest first. */
export function adminExportPage(db: Database, name: AdminExportName, after?: ExportCursor) {
  const source = sources[name];
  const past = after ? sql`and (${source.createdAt}, ${source.id}) < (${after.at}::timestamptz, ${after.id})` : sql``;
  return queryRows<ExportRow>(
    db,
    sql`${source.select} ${past} order by ${source.createdAt} desc, ${source.id} desc limit ${ADMIN_EXPORT_PAGE_SIZE}`,
  );
}
