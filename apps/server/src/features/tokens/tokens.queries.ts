import { and, asc, desc, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import {
  apiKeys,
  automations,
  ledgerEntries,
  oauthApplications,
  pricingTiers,
  profiles,
  purchases,
  tokenLots,
  tokenPackages,
} from '../../platform/db/schema';
import {
  ledgerEntryApiKeyJoin,
  ledgerEntryAutomationJoin,
  ledgerEntryNames,
  ledgerEntryOauthClientJoin,
} from '../ledger';

export function listActivePackages(db: Database) {
  return db
    .select()
    .from(tokenPackages)
    .where(eq(tokenPackages.isActive, true))
    .orderBy(asc(tokenPackages.sortOrder), asc(tokenPackages.amountUsdCents));
}

export function listActivePricingTiers(db: Database) {
  return db
    .select({ minAmountUsdCents: pricingTiers.minAmountUsdCents, bonusPercentage: pricingTiers.bonusPercentage })
    .from(pricingTiers)
    .where(eq(pricingTiers.isActive, true))
    .orderBy(asc(pricingTiers.minAmountUsdCents));
}

export async function readSubscription(db: Database, userId: string) {
  const [row] = await db
    .select({
      tier: profiles.subscriptionTier,
      status: profiles.subscriptionStatus,
      renewsAt: profiles.subscriptionRenewsAt,
    })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row;
}

export async function readBalance(db: Database, userId: string) {
  const [row] = await db.select({ balance: profiles.tokenBalance }).from(profiles).where(eq(profiles.userId, userId));
  return row?.balance;
}

/** Lots still holding tokens, in the order they will be spent. */
export function listHeldLots(db: Database, userId: string) {
  return db
    .select()
    .from(tokenLots)
    .where(and(eq(tokenLots.userId, userId), sql`${tokenLots.remainingAmount} > 0`))
    .orderBy(sql`${tokenLots.expiresAt} asc nulls last`, asc(tokenLots.createdAt));
}

/** Newest first by the ledger's own order (seq), optionally only entries older than `beforeSeq`. */
export function listRecentEntries(db: Database, userId: string, limit: number, beforeSeq?: number) {
  return db
    .select({
      entry: ledgerEntries,
      ...ledgerEntryNames,
    })
    .from(ledgerEntries)
    .leftJoin(automations, ledgerEntryAutomationJoin)
    .leftJoin(apiKeys, ledgerEntryApiKeyJoin)
    .leftJoin(oauthApplications, ledgerEntryOauthClientJoin)
    .where(
      beforeSeq === undefined
        ? eq(ledgerEntries.userId, userId)
        : and(eq(ledgerEntries.userId, userId), lt(ledgerEntries.seq, beforeSeq)),
    )
    .orderBy(desc(ledgerEntries.seq))
    .limit(limit);
}

export function listRecentPurchases(db: Database, userId: string, limit: number) {
  return db
    .select({ purchase: purchases, packageLabel: tokenPackages.label })
    .from(purchases)
    .leftJoin(tokenPackages, eq(tokenPackages.id, purchases.packageId))
    .where(eq(purchases.userId, userId))
    .orderBy(desc(purchases.createdAt))
    .limit(limit);
}
