import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { queryRows } from '../../platform/db/query-rows';
import { tokenPackages } from '../../platform/db/schema';

export interface SiteCounts {
  users: number;
  publishedAutomations: number;
  runs: number;
  completedRuns: number;
  failedRuns: number;
}

/** The marketing counters in one round trip; runs a pause refunded unstarted are no failures (D18). */
export async function countSiteStats(db: Database): Promise<SiteCounts> {
  const [row] = await queryRows<SiteCounts>(
    db,
    sql`select
      (select count(*) from profiles)::int as "users",
      (select count(*) from automations where status = 'published' and deleted_at is null)::int as "publishedAutomations",
      (select count(*) from runs)::int as "runs",
      (select count(*) from runs where status = 'completed')::int as "completedRuns",
      (select count(*) from runs where status = 'failed'
        and failure_kind is distinct from 'automation_paused')::int as "failedRuns"`,
  );
  return row!;
}

export type TokenPackageRow = Pick<
  typeof tokenPackages.$inferSelect,
  'label' | 'amountUsdCents' | 'tokens' | 'bonusTokens' | 'isPopular'
>;

/** The bundles on sale, in dialog order: the one price list of DESIGN D1. */
export function listActiveTokenPackages(db: Database): Promise<TokenPackageRow[]> {
  return db
    .select({
      label: tokenPackages.label,
      amountUsdCents: tokenPackages.amountUsdCents,
      tokens: tokenPackages.tokens,
      bonusTokens: tokenPackages.bonusTokens,
      isPopular: tokenPackages.isPopular,
    })
    .from(tokenPackages)
    .where(eq(tokenPackages.isActive, true))
    .orderBy(asc(tokenPackages.sortOrder));
}
