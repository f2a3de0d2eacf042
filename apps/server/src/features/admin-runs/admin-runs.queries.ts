import { and, asc, count, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import type { ListAdminRunsQuery } from '@basalt/contracts';
import type { Database } from '../../platform/db/database';
import { ofAutomation } from '../../platform/db/automation-ref';
import { ledgerEntries, profiles, runs, users } from '../../platform/db/schema';

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const DAY_MS = 86_400_000;

/** The explorer's filters over every user's runs; `to` includes the whole of its day (UTC). */
function adminRunsFilter(query: Omit<ListAdminRunsQuery, 'page'>): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.status !== 'all') conditions.push(eq(runs.status, query.status));
  if (query.automationId) conditions.push(ofAutomation(runs.automationId, query.automationId));
  if (query.user) conditions.push(ilike(users.email, likePattern(query.user)));
  if (query.from) conditions.push(gte(runs.createdAt, new Date(`${query.from}T00:00:00Z`)));
  if (query.to) conditions.push(lt(runs.createdAt, new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS)));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const rowColumns = {
  id: runs.id,
  userId: runs.userId,
  email: users.email,
  fullName: profiles.fullName,
  automationId: runs.automationId,
  automationName: runs.automationName,
  automationVersion: runs.automationVersion,
  status: runs.status,
  failureKind: runs.failureKind,
  quotedTokens: runs.quotedTokens,
  tokensCharged: runs.tokensCharged,
  tokensRefunded: runs.tokensRefunded,
  createdAt: runs.createdAt,
  completedAt: runs.completedAt,
};

/** One page of every user's runs, newest first, with the exact number of matching runs. */
export async function listAdminRunsPage(db: Database, query: ListAdminRunsQuery, pageSize: number) {
  const where = adminRunsFilter(query);
  const [rows, [totals]] = await Promise.all([
    db
      .select(rowColumns)
      .from(runs)
      .innerJoin(users, eq(users.id, runs.userId))
      .leftJoin(profiles, eq(profiles.userId, runs.userId))
      .where(where)
      .orderBy(desc(runs.createdAt), desc(runs.id))
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    db.select({ total: count() }).from(runs).innerJoin(users, eq(users.id, runs.userId)).where(where),
  ]);
  return { rows, total: Number(totals?.total ?? 0) };
}

export async function findRunOwner(db: Database, userId: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, fullName: profiles.fullName })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  return row && { ...row, fullName: row.fullName ?? row.email };
}

/** The ledger entries that name the run, in the order they were applied. */
export function listRunLedger(db: Database, runId: string) {
  return db
    .select({
      id: ledgerEntries.id,
      type: ledgerEntries.type,
      amount: ledgerEntries.amount,
      balanceAfter: ledgerEntries.balanceAfter,
      description: ledgerEntries.description,
      createdAt: ledgerEntries.createdAt,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.runId, runId))
    .orderBy(asc(ledgerEntries.seq));
}

/**
 * The run's money, locked: two admins refunding the same run at once are taken one after the other,
 * so the second sees the first's refund.
 */
export async function lockRunMoney(tx: Database, runId: string) {
  const [row] = await tx
    .select({
      userId: runs.userId,
      automationId: runs.automationId,
      automationName: runs.automationName,
      status: runs.status,
      tokensCharged: runs.tokensCharged,
      tokensRefunded: runs.tokensRefunded,
    })
    .from(runs)
    .where(eq(runs.id, runId))
    .for('update');
  return row;
}

export async function recordRunRefund(tx: Database, runId: string, tokensRefunded: number) {
  await tx.update(runs).set({ tokensRefunded }).where(eq(runs.id, runId));
}
