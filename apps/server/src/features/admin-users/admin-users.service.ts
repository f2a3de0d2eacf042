import {
  USERS_PAGE_SIZE,
  type AdminUserDetails,
  type ListAdminUsersQuery,
  type ListAdminUsersResponse,
  type updateAdminUserBody,
} from '@basalt/contracts';
import type { z } from 'zod';
import type { SessionUser } from '../../platform/auth';
import type { Database } from '../../platform/db/database';
import { AppError, forbidden, notFound } from '../../platform/errors/app-error';
import { recordAdminAction } from '../audit-log';
import {
  countUsers,
  findUserDetails,
  listRecentTransactions,
  listUsersPage,
  lockAdmins,
  lockEditableProfile,
  lockPerson,
  setAdmin,
  updateProfile,
  type ProfileChanges,
} from './admin-users.queries';

export const USER_HISTORY_LIMIT = 20;

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

export async function listUsers(db: Database, query: ListAdminUsersQuery): Promise<ListAdminUsersResponse> {
  const rows = await listUsersPage(db, {
    q: query.q || undefined,
    role: query.role,
    limit: USERS_PAGE_SIZE,
    offset: (query.page - 1) * USERS_PAGE_SIZE,
  });
  const users = rows.map((row) => ({
    id: row.id,
    email: row.email,
    fullName: row.fullName,
    company: row.company,
    isAdmin: row.isAdmin,
    tokenBalance: row.tokenBalance,
    tokensUsed: row.tokensUsed,
    purchaseCount: row.purchaseCount,
    runCount: row.runCount,
    createdAt: iso(row.createdAt),
    lastSignInAt: isoOrNull(row.lastSignInAt),
  }));
  // Past the last page no row carries the counts; that is the only case needing a second query.
  const total = rows[0]?.total ?? (await countUsers(db));
  return { users, matching: rows[0]?.matching ?? 0, total, page: query.page, pageSize: USERS_PAGE_SIZE };
}

/** completed / (completed + failed) in percent, one decimal (DESIGN D6). */
const successRate = (completed: number, failed: number) =>
  completed + failed === 0 ? null : Math.round((completed * 1000) / (completed + failed)) / 10;

export async function getUserDetails(db: Database, userId: string): Promise<AdminUserDetails> {
  const row = await findUserDetails(db, userId);
  if (!row) throw notFound('User not found');
  const transactions = await listRecentTransactions(db, userId, USER_HISTORY_LIMIT);
  return {
    id: row.id,
    email: row.email,
    emailVerified: row.emailVerified,
    fullName: row.fullName,
    phone: row.phone,
    company: row.company,
    isAdmin: row.isAdmin,
    createdAt: iso(row.createdAt),
    lastSignInAt: isoOrNull(row.lastSignInAt),
    subscriptionTier: row.subscriptionTier,
    subscriptionStatus: row.subscriptionStatus,
    subscriptionRenewsAt: isoOrNull(row.subscriptionRenewsAt),
    tokenBalance: row.tokenBalance,
    tokensPurchased: row.tokensPurchased,
    tokensSpent: row.tokensSpent,
    runCount: row.runCount,
    successRate: successRate(row.completedRuns, row.failedRuns),
    lastRunAt: isoOrNull(row.lastRunAt),
    transactions: transactions.map((entry) => ({
      id: entry.id,
      type: entry.type as AdminUserDetails['transactions'][number]['type'],
      amount: entry.amount,
      balanceAfter: entry.balanceAfter,
      description: entry.description,
      createdAt: iso(entry.createdAt),
    })),
    transactionCount: row.transactionCount,
  };
}

type UpdateAdminUserBody = z.output<typeof updateAdminUserBody>;

const comparable = (value: unknown) => (value instanceof Date ? value.toISOString() : (value ?? null));

/** Saves the changed profile fields and audits them (update_user) in one transaction. */
export async function updateUser(db: Database, admin: SessionUser, userId: string, body: UpdateAdminUserBody) {
  await db.transaction(async (tx) => {
    const current = await lockEditableProfile(tx, userId);
    const person = await lockPerson(tx, userId);
    if (!current || !person) throw notFound('User not found');
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    const update: ProfileChanges = {};
    for (const [key, value] of Object.entries(body) as [keyof UpdateAdminUserBody, string | null][]) {
      if (value === undefined) continue;
      const before = comparable(current[key]);
      if (before === value) continue;
      changes[key] = { from: before, to: value };
      Object.assign(update, { [key]: key === 'subscriptionRenewsAt' && value ? new Date(value) : value });
    }
    if (Object.keys(changes).length === 0) return;
    await updateProfile(tx, userId, update);
    await recordAdminAction(tx, { admin, actionType: 'update_user', targetUser: person, details: changes });
  });
  return getUserDetails(db, userId);
}

export async function promoteToAdmin(db: Database, admin: SessionUser, userId: string) {
  await db.transaction(async (tx) => {
    const target = await lockPerson(tx, userId);
    if (!target) throw notFound('User not found');
    if (target.isAdmin) throw new AppError('CONFLICT', `${target.email} is already an admin`);
    await setAdmin(tx, userId, true);
    await recordAdminAction(tx, { admin, actionType: 'promote_admin', targetUser: target });
  });
  return { id: userId, isAdmin: true };
}

/**
 * Refuses demoting oneself; with that rule the last admin can never be demoted, provided the caller is
 * still an admin once every admin row is locked (DESIGN D8). Two admins demoting each other at the
 * same moment therefore run one after the other, and the second is refused.
 */
export async function demoteAdmin(db: Database, admin: SessionUser, userId: string) {
  if (userId === admin.id) throw forbidden('You cannot demote yourself from admin');
  await db.transaction(async (tx) => {
    const adminIds = await lockAdmins(tx);
    if (!adminIds.includes(admin.id)) throw forbidden('You do not have admin permissions');
    const target = await lockPerson(tx, userId);
    if (!target) throw notFound('User not found');
    if (!target.isAdmin) throw new AppError('CONFLICT', `${target.email} is not an admin`);
    await setAdmin(tx, userId, false);
    await recordAdminAction(tx, { admin, actionType: 'demote_admin', targetUser: target });
  });
  return { id: userId, isAdmin: false };
}
