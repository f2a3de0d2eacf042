import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { queryRows } from '../../platform/db/query-rows';

/** The first instant of the current month in UTC: month figures do not depend on the server's zone. */
export const monthStart = sql`(date_trunc('month', now() at time zone 'utc') at time zone 'utc')`;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface TokenStatsRow {
  tokensInCirculation: number;
  purchasedThisMonth: number;
  usedThisMonth: number;
  activeSubscriptions: number;
}

export async function readTokenStats(db: Database): Promise<TokenStatsRow> {
  const [row] = await queryRows<TokenStatsRow>(
    db,
    sql`
      select
        (select coalesce(sum(token_balance), 0)::float8 from profiles) as "tokensInCirculation",
        (select coalesce(sum(amount), 0)::float8 from ledger_entries
          where type = 'purchase' and created_at >= ${monthStart}) as "purchasedThisMonth",
        (select coalesce(-sum(amount), 0)::float8 from ledger_entries
          where type in ('deduction', 'refund') and created_at >= ${monthStart}) as "usedThisMonth",
        (select count(*)::int from profiles where subscription_status = 'active') as "activeSubscriptions"`,
  );
  return row!;
}

export interface BalanceRow {
  id: string;
  email: string;
  fullName: string;
  tokenBalance: number;
  subscriptionTier: string | null;
  subscriptionStatus: string | null;
  matching: number;
}

export function listBalances(
  db: Database,
  filter: { q?: string; sort: 'balance_high' | 'balance_low'; limit: number; offset: number },
) {
  const pattern = filter.q ? likePattern(filter.q) : null;
  const order = filter.sort === 'balance_high' ? sql`p.token_balance desc` : sql`p.token_balance asc`;
  return queryRows<BalanceRow>(
    db,
    sql`
      select p.user_id as id, u.email, p.full_name as "fullName", p.token_balance as "tokenBalance",
             p.subscription_tier as "subscriptionTier", p.subscription_status as "subscriptionStatus",
             count(*) over ()::int as matching
      from profiles p join users u on u.id = p.user_id
      where ${pattern}::text is null or p.full_name ilike ${pattern} or u.email ilike ${pattern}
      order by ${order}, p.created_at desc, p.user_id
      limit ${filter.limit} offset ${filter.offset}`,
  );
}

export interface PersonRow {
  id: string;
  email: string;
  fullName: string;
}

export async function findPerson(db: Database, userId: string): Promise<PersonRow | undefined> {
  const [row] = await queryRows<PersonRow>(
    db,
    sql`select p.user_id as id, u.email, p.full_name as "fullName"
        from profiles p join users u on u.id = p.user_id where p.user_id = ${userId}`,
  );
  return row;
}

export interface AdjustmentRow {
  id: string;
  createdAt: Date | string;
  userId: string;
  userEmail: string | null;
  userName: string | null;
  amount: number;
  balanceAfter: number;
  reason: string | null;
  description: string;
  adminEmail: string | null;
}

export function listRecentAdjustments(db: Database, limit: number) {
  return queryRows<AdjustmentRow>(
    db,
    sql`
      select l.id, l.created_at as "createdAt", l.user_id as "userId", u.email as "userEmail",
             p.full_name as "userName", l.amount, l.balance_after as "balanceAfter",
             l.metadata->>'reason' as reason, l.description, l.metadata->>'admin_email' as "adminEmail"
      from ledger_entries l
      left join users u on u.id = l.user_id
      left join profiles p on p.user_id = l.user_id
      where l.type = 'admin_adjustment'
      order by l.seq desc
      limit ${limit}`,
  );
}
