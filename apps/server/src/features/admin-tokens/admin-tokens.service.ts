import {
  BALANCES_PAGE_SIZE,
  RECENT_ADJUSTMENTS_LIMIT,
  type AdjustTokensBody,
  type AdjustTokensResponse,
  type ListAdminAdjustmentsResponse,
  type ListTokenBalancesQuery,
  type ListTokenBalancesResponse,
} from '@basalt/contracts';
import type { SessionUser } from '../../platform/auth';
import type { Database } from '../../platform/db/database';
import { notFound } from '../../platform/errors/app-error';
import { recordAdminAction } from '../audit-log';
import { adjustBalance, adjustmentDescription } from '../ledger';
import { findPerson, listBalances, listRecentAdjustments, readTokenStats } from './admin-tokens.queries';

export const getTokenStats = readTokenStats;

export async function listTokenBalances(
  db: Database,
  query: ListTokenBalancesQuery,
): Promise<ListTokenBalancesResponse> {
  const rows = await listBalances(db, {
    q: query.q || undefined,
    sort: query.sort,
    limit: BALANCES_PAGE_SIZE,
    offset: (query.page - 1) * BALANCES_PAGE_SIZE,
  });
  return {
    users: rows.map(({ matching: _matching, ...user }) => user),
    matching: rows[0]?.matching ?? 0,
    page: query.page,
    pageSize: BALANCES_PAGE_SIZE,
  };
}

/**
 * An admin's correction of a balance: the ledger entry (through the ledger service, DESIGN D3) and
 * its audit entry commit together or not at all (D8).
 */
export async function adjustTokens(
  db: Database,
  admin: SessionUser,
  body: AdjustTokensBody,
): Promise<AdjustTokensResponse> {
  return db.transaction(async (tx) => {
    const target = await findPerson(tx, body.userId);
    if (!target) throw notFound('User not found');
    const result = await adjustBalance(
      { within: tx },
      {
        userId: target.id,
        amount: body.amount,
        adminUserId: admin.id,
        // Users read this; the admin is named in the metadata and the audit log only.
        description: adjustmentDescription(body.reason),
        metadata: { adjusted_by: admin.id, admin_email: admin.email, reason: body.reason },
      },
    );
    await recordAdminAction(tx, {
      admin,
      actionType: 'adjust_tokens',
      targetUser: target,
      details: { amount: body.amount, reason: body.reason, newBalance: result.balance },
    });
    return { userId: target.id, amount: body.amount, balance: result.balance };
  });
}

export async function listAdjustments(db: Database): Promise<ListAdminAdjustmentsResponse> {
  const rows = await listRecentAdjustments(db, RECENT_ADJUSTMENTS_LIMIT);
  return {
    adjustments: rows.map((row) => ({
      id: row.id,
      createdAt: new Date(row.createdAt).toISOString(),
      userId: row.userId,
      userEmail: row.userEmail,
      userName: row.userName,
      amount: row.amount,
      balanceAfter: row.balanceAfter,
      reason: row.reason ?? row.description,
      adminEmail: row.adminEmail,
    })),
  };
}
