import {
  ADMIN_PURCHASES_PAGE_SIZE,
  type ListAdminPurchasesQuery,
  type ListAdminPurchasesResponse,
} from '@basalt/contracts';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import { listAdminPurchases } from './admin-purchases.queries';

const iso = (at: Date | string) => new Date(at).toISOString();

/** The purchases list of Token Management: any status, a buyer, a range of days. */
export async function listPurchasesForAdmin(
  db: Database,
  query: ListAdminPurchasesQuery,
): Promise<ListAdminPurchasesResponse> {
  if (query.from && query.to && query.from > query.to) {
    throw new AppError('VALIDATION_FAILED', 'The "from" day must be on or before the "to" day.', [
      { path: 'from', message: 'The "from" day must be on or before the "to" day.' },
    ]);
  }
  const rows = await listAdminPurchases(db, {
    q: query.q || undefined,
    status: query.status,
    from: query.from,
    to: query.to,
    limit: ADMIN_PURCHASES_PAGE_SIZE,
    offset: (query.page - 1) * ADMIN_PURCHASES_PAGE_SIZE,
  });
  return {
    purchases: rows.map(({ matching: _matching, completedUsdCents: _completed, ...row }) => ({
      ...row,
      createdAt: iso(row.createdAt),
      completedAt: row.completedAt === null ? null : iso(row.completedAt),
    })),
    matching: rows[0]?.matching ?? 0,
    completedUsdCents: rows[0]?.completedUsdCents ?? 0,
    page: query.page,
    pageSize: ADMIN_PURCHASES_PAGE_SIZE,
  };
}
