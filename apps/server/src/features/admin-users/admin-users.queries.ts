import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { queryRows } from '../../platform/db/query-rows';
import { profiles } from '../../platform/db/schema';

export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Last login of the row aliased `alias`: the profile's own record if the auth layer keeps one, else the newest session. */
const lastSignIn = (alias: string) =>
  sql.raw(
    `coalesce(${alias}.last_sign_in_at, (select max(s.created_at) from sessions s where s.user_id = ${alias}.user_id))`,
  );

/** Tokens spent on runs, refunds deducted (deductions are negative entries, refunds positive). */
const tokensSpent = sql`coalesce(-sum(l.amount) filter (where l.type in ('deduction', 'refund')), 0)::int`;

export interface UserListRow {
  id: string;
  email: string;
  fullName: string;
  company: string | null;
  isAdmin: boolean;
  tokenBalance: number;
  tokensUsed: number;
  purchaseCount: number;
  runCount: number;
  createdAt: Date | string;
  lastSignInAt: Date | string | null;
  matching: number;
  total: number;
}

export interface UserListFilter {
  q?: string;
  role: 'all' | 'admin' | 'user';
  limit: number;
  offset: number;
}

/**
 * One page of users, newest first, in ONE statement. The page is read through the created_at index and
 * stops after 20 rows; the aggregates are computed only for those rows through indexed lateral joins;
 * the counts are separate aggregates, the filtered one only when a filter is set. So the cost does
 * not grow with the number of ledger entries, and barely with the number of users
 * (scripts/bench/admin-users.ts).
 */
export function listUsersPage(db: Database, filter: UserListFilter) {
  const pattern = filter.q ? likePattern(filter.q) : null;
  const admins = filter.role === 'all' ? null : filter.role === 'admin';
  const where = sql`(${admins}::boolean is null or p.is_admin = ${admins})
    and (${pattern}::text is null or p.full_name ilike ${pattern} or u.email ilike ${pattern} or p.company ilike ${pattern})`;
  const total = sql`(select count(*)::int from profiles)`;
  // Without a filter every user matches: no second count. Role alone needs no join to users.
  const matching =
    pattern !== null
      ? sql`(select count(*)::int from profiles p join users u on u.id = p.user_id where ${where})`
      : admins !== null
        ? sql`(select count(*)::int from profiles p where p.is_admin = ${admins})`
        : total;
  return queryRows<UserListRow>(
    db,
    sql`
      with page as (
        select p.user_id, u.email, p.full_name, p.company, p.is_admin, p.token_balance, p.created_at,
               p.last_sign_in_at
        from profiles p
        join users u on u.id = p.user_id
        where ${where}
        order by p.created_at desc, p.user_id
        limit ${filter.limit} offset ${filter.offset}
      )
      select page.user_id as id, page.email, page.full_name as "fullName", page.company,
             page.is_admin as "isAdmin", page.token_balance as "tokenBalance", page.created_at as "createdAt",
             ${lastSignIn('page')} as "lastSignInAt", ${matching} as matching, ${total} as total,
             spent.used as "tokensUsed", bought.count as "purchaseCount", ran.count as "runCount"
      from page
      left join lateral (
        select ${tokensSpent} as used from ledger_entries l where l.user_id = page.user_id
      ) spent on true
      left join lateral (
        select count(*)::int as count from purchases pu where pu.user_id = page.user_id and pu.status = 'completed'
      ) bought on true
      left join lateral (select count(*)::int as count from runs r where r.user_id = page.user_id) ran on true
      order by page.created_at desc, page.user_id`,
  );
}

export async function countUsers(db: Database): Promise<number> {
  const [row] = await queryRows<{ count: number }>(db, sql`select count(*)::int as count from profiles`);
  return row?.count ?? 0;
}

export interface UserDetailsRow {
  id: string;
  email: string;
  emailVerified: boolean;
  fullName: string;
  phone: string | null;
  company: string | null;
  isAdmin: boolean;
  createdAt: Date | string;
  lastSignInAt: Date | string | null;
  subscriptionTier: string | null;
  subscriptionStatus: string | null;
  subscriptionRenewsAt: Date | string | null;
  tokenBalance: number;
  tokensPurchased: number;
  tokensSpent: number;
  transactionCount: number;
  runCount: number;
  completedRuns: number;
  failedRuns: number;
  lastRunAt: Date | string | null;
}

export async function findUserDetails(db: Database, userId: string): Promise<UserDetailsRow | undefined> {
  const [row] = await queryRows<UserDetailsRow>(
    db,
    sql`
      select p.user_id as id, u.email, u.email_verified as "emailVerified", p.full_name as "fullName",
             p.phone, p.company, p.is_admin as "isAdmin", p.created_at as "createdAt",
             ${lastSignIn('p')} as "lastSignInAt", p.subscription_tier as "subscriptionTier",
             p.subscription_status as "subscriptionStatus", p.subscription_renews_at as "subscriptionRenewsAt",
             p.token_balance as "tokenBalance", ledger.purchased as "tokensPurchased",
             ledger.spent as "tokensSpent", ledger.count as "transactionCount",
             ran.count as "runCount", ran.completed as "completedRuns", ran.failed as "failedRuns",
             ran.last as "lastRunAt"
      from profiles p
      join users u on u.id = p.user_id
      left join lateral (
        select coalesce(sum(l.amount) filter (where l.type in ('purchase', 'bonus')), 0)::int as purchased,
               ${tokensSpent} as spent, count(*)::int as count
        from ledger_entries l where l.user_id = p.user_id
      ) ledger on true
      left join lateral (
        select count(*)::int as count, count(*) filter (where r.status = 'completed')::int as completed,
               count(*) filter (where r.status = 'failed')::int as failed, max(r.created_at) as last
        from runs r where r.user_id = p.user_id
      ) ran on true
      where p.user_id = ${userId}`,
  );
  return row;
}

export interface TransactionRow {
  id: string;
  type: string;
  amount: number;
  balanceAfter: number;
  description: string;
  createdAt: Date | string;
}

export function listRecentTransactions(db: Database, userId: string, limit: number) {
  return queryRows<TransactionRow>(
    db,
    sql`
      select id, type, amount, balance_after as "balanceAfter", description, created_at as "createdAt"
      from ledger_entries where user_id = ${userId}
      order by seq desc limit ${limit}`,
  );
}

export interface PersonRow {
  id: string;
  email: string;
  fullName: string;
  isAdmin: boolean;
}

/** The profile row locked for the rest of the transaction, so role changes apply one at a time. */
export async function lockPerson(db: Database, userId: string): Promise<PersonRow | undefined> {
  const [row] = await queryRows<PersonRow>(
    db,
    sql`
      select p.user_id as id, u.email, p.full_name as "fullName", p.is_admin as "isAdmin"
      from profiles p join users u on u.id = p.user_id
      where p.user_id = ${userId}
      for update of p`,
  );
  return row;
}

/**
 * Locks every admin's profile and returns their ids. Two admins demoting each other at once
 * then run one after the other, and the second finds that its caller is no longer an admin.
 */
export async function lockAdmins(db: Database): Promise<string[]> {
  const rows = await queryRows<{ user_id: string }>(
    db,
    sql`select user_id from profiles where is_admin order by user_id for update`,
  );
  return rows.map((row) => row.user_id);
}

export async function setAdmin(db: Database, userId: string, isAdmin: boolean) {
  await db.update(profiles).set({ isAdmin }).where(eq(profiles.userId, userId));
}

export type ProfileChanges = Partial<
  Pick<
    typeof profiles.$inferInsert,
    'fullName' | 'phone' | 'company' | 'subscriptionTier' | 'subscriptionStatus' | 'subscriptionRenewsAt'
  >
>;

export async function updateProfile(db: Database, userId: string, changes: ProfileChanges) {
  await db.update(profiles).set(changes).where(eq(profiles.userId, userId));
}

export interface EditableProfileRow {
  fullName: string;
  phone: string | null;
  company: string | null;
  subscriptionTier: string | null;
  subscriptionStatus: string | null;
  subscriptionRenewsAt: Date | null;
}

export async function lockEditableProfile(db: Database, userId: string): Promise<EditableProfileRow | undefined> {
  const [row] = await db
    .select({
      fullName: profiles.fullName,
      phone: profiles.phone,
      company: profiles.company,
      subscriptionTier: profiles.subscriptionTier,
      subscriptionStatus: profiles.subscriptionStatus,
      subscriptionRenewsAt: profiles.subscriptionRenewsAt,
    })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .for('update');
  return row;
}
