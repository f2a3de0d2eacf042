import {
  PURCHASES_LIMIT,
  type ListPurchasesResponse,
  type ListTokenLotsResponse,
  type ListTokenPackagesResponse,
  type ListTokenTransactionsQuery,
  type ListTokenTransactionsResponse,
  type GetSubscriptionResponse,
} from '@basalt/contracts';
import type { Database } from '../../platform/db/database';
import { notFound } from '../../platform/errors/app-error';
import { decodeCursor, pageOf } from '../../platform/http/page-cursor';
import { userFacingDescription } from '../ledger';
import {
  listActivePackages,
  listActivePricingTiers,
  listHeldLots,
  listRecentEntries,
  listRecentPurchases,
  readBalance,
  readSubscription,
} from './tokens.queries';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export async function listTokenPackages(db: Database, tokenExpiryDays: number): Promise<ListTokenPackagesResponse> {
  const [packages, pricingTiers] = await Promise.all([listActivePackages(db), listActivePricingTiers(db)]);
  return {
    packages: packages.map((p) => ({
      id: p.id,
      label: p.label,
      amountUsdCents: p.amountUsdCents,
      tokens: p.tokens,
      bonusTokens: p.bonusTokens,
      totalTokens: p.tokens + p.bonusTokens,
      isPopular: p.isPopular,
    })),
    pricingTiers,
    tokenExpiryDays,
  };
}

export async function getTokenBalance(db: Database, userId: string) {
  const balance = await readBalance(db, userId);
  if (balance === undefined) throw notFound('User profile not found. Please contact support if this persists.');
  return { balance };
}

export async function listTokenLots(db: Database, userId: string): Promise<ListTokenLotsResponse> {
  const lots = await listHeldLots(db, userId);
  return {
    lots: lots.map((lot) => ({
      id: lot.id,
      source: lot.source,
      originalAmount: lot.originalAmount,
      remainingAmount: lot.remainingAmount,
      expiresAt: iso(lot.expiresAt),
      createdAt: lot.createdAt.toISOString(),
    })),
  };
}

export async function listTokenTransactions(
  db: Database,
  userId: string,
  query: ListTokenTransactionsQuery,
): Promise<ListTokenTransactionsResponse> {
  const before = query.cursor === undefined ? undefined : (decodeCursor(query.cursor, ['number'])[0] as number);
  const rows = await listRecentEntries(db, userId, query.limit + 1, before);
  const { page, nextCursor } = pageOf(rows, query.limit, ({ entry }) => [entry.seq]);
  return {
    nextCursor,
    transactions: page.map(({ entry, automationName, apiKeyName, oauthClientName }) => ({
      id: entry.id,
      type: entry.type,
      amount: entry.amount,
      balanceAfter: entry.balanceAfter,
      description: userFacingDescription(entry.type, entry.description),
      automationId: entry.automationId,
      automationName,
      apiKeyName,
      oauthClientName,
      runId: entry.runId,
      expiresAt: iso(entry.expiresAt),
      createdAt: entry.createdAt.toISOString(),
    })),
  };
}

export async function listPurchases(db: Database, userId: string): Promise<ListPurchasesResponse> {
  const rows = await listRecentPurchases(db, userId, PURCHASES_LIMIT);
  return {
    purchases: rows.map(({ purchase, packageLabel }) => ({
      id: purchase.id,
      packageLabel,
      amountUsdCents: purchase.amountUsdCents,
      baseTokens: purchase.baseTokens,
      bonusTokens: purchase.bonusTokens,
      totalTokens: purchase.totalTokens,
      status: purchase.status,
      createdAt: purchase.createdAt.toISOString(),
      completedAt: iso(purchase.completedAt),
    })),
  };
}

export async function getSubscription(db: Database, userId: string): Promise<GetSubscriptionResponse> {
  const row = await readSubscription(db, userId);
  if (!row?.tier) return { subscription: null };
  return { subscription: { tier: row.tier, status: row.status ?? 'inactive', renewsAt: iso(row.renewsAt) } };
}
