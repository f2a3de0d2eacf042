import { and, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { apiKeys, automations, ledgerEntries, oauthApplications, runs } from '../../platform/db/schema';
import {
  ledgerEntryApiKeyJoin,
  ledgerEntryAutomationJoin,
  ledgerEntryNames,
  ledgerEntryOauthClientJoin,
} from '../ledger';
import type { TokenTransactionType } from '@basalt/contracts';

/** Rows per query: a long history streams page by page instead of loading at once. */
export const EXPORT_PAGE_SIZE = 500;

/** Keyset pages of the user's ledger entries, newest first (seq orders them as they were applied). */
export function ledgerEntriesPage(
  db: Database,
  userId: string,
  type: TokenTransactionType | undefined,
  beforeSeq?: number,
) {
  const conditions = [eq(ledgerEntries.userId, userId)];
  if (type) conditions.push(eq(ledgerEntries.type, type));
  if (beforeSeq !== undefined) conditions.push(lt(ledgerEntries.seq, beforeSeq));
  return db
    .select({ entry: ledgerEntries, ...ledgerEntryNames })
    .from(ledgerEntries)
    .leftJoin(automations, ledgerEntryAutomationJoin)
    .leftJoin(apiKeys, ledgerEntryApiKeyJoin)
    .leftJoin(oauthApplications, ledgerEntryOauthClientJoin)
    .where(and(...conditions))
    .orderBy(desc(ledgerEntries.seq))
    .limit(EXPORT_PAGE_SIZE);
}

export interface RunCursor {
  /** created_at as PostgreSQL prints it: a JS Date would drop the microseconds and skip rows. */
  createdAt: string;
  id: string;
}

/** Keyset pages of the runs matching `filter` (the history's), newest first. */
export function runsPage(db: Database, filter: SQL, after?: RunCursor) {
  const where = after
    ? and(filter, sql`(${runs.createdAt}, ${runs.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`)
    : filter;
  return db
    .select({
      id: runs.id,
      cursor: sql<string>`${runs.createdAt}::text`,
      createdAt: runs.createdAt,
      // The run's own name (its version's, DESIGN D19), as the history shows it.
      automationName: sql<string | null>`coalesce(${runs.automationName}, ${automations.name})`,
      automationVersion: runs.automationVersion,
      status: runs.status,
      tokensCharged: runs.tokensCharged,
      tokensRefunded: runs.tokensRefunded,
      startedAt: runs.startedAt,
      completedAt: runs.completedAt,
      executionTimeMs: runs.executionTimeMs,
      errorMessage: runs.errorMessage,
    })
    .from(runs)
    .leftJoin(automations, eq(automations.id, runs.automationId))
    .where(where)
    .orderBy(desc(runs.createdAt), desc(runs.id))
    .limit(EXPORT_PAGE_SIZE);
}
