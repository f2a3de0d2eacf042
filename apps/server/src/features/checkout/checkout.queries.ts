import { and, desc, eq, lt } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { pricingTiers, purchases, tokenPackages, type purchaseStatuses } from '../../platform/db/schema';

export type PurchaseRow = typeof purchases.$inferSelect;
type PurchaseStatus = (typeof purchaseStatuses)[number];

export async function findActivePackage(db: Database, packageId: string) {
  const [row] = await db
    .select()
    .from(tokenPackages)
    .where(and(eq(tokenPackages.id, packageId), eq(tokenPackages.isActive, true)));
  return row;
}

export function listActiveTiers(db: Database) {
  return db
    .select({ minAmountUsdCents: pricingTiers.minAmountUsdCents, bonusPercentage: pricingTiers.bonusPercentage })
    .from(pricingTiers)
    .where(eq(pricingTiers.isActive, true))
    .orderBy(desc(pricingTiers.minAmountUsdCents));
}

export async function insertPurchase(db: Database, purchase: typeof purchases.$inferInsert) {
  const [row] = await db.insert(purchases).values(purchase).returning();
  return row!;
}

export async function updatePurchase(db: Database, id: string, changes: Partial<typeof purchases.$inferInsert>) {
  await db.update(purchases).set(changes).where(eq(purchases.id, id));
}

/** The purchase row, locked until the transaction ends: concurrent events for it wait here. */
export async function lockPurchase(db: Database, id: string): Promise<PurchaseRow | undefined> {
  const [row] = await db.select().from(purchases).where(eq(purchases.id, id)).for('update');
  return row;
}

export async function findPurchaseBySession(db: Database, sessionId: string) {
  const [row] = await db.select({ id: purchases.id }).from(purchases).where(eq(purchases.providerSessionId, sessionId));
  return row;
}

/** A pending purchase becomes failed or expired; any other state stays (a paid one above all). */
export async function closePendingPurchase(
  db: Database,
  id: string,
  status: Extract<PurchaseStatus, 'failed' | 'expired' | 'cancelled'>,
) {
  const rows = await db
    .update(purchases)
    .set({ status })
    .where(and(eq(purchases.id, id), eq(purchases.status, 'pending')))
    .returning({ id: purchases.id });
  return rows.length === 1;
}

/** The user's own purchase, or undefined (another user's purchase is not found either). */
export async function findOwnPurchase(db: Database, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(purchases)
    .where(and(eq(purchases.id, id), eq(purchases.userId, userId)));
  return row;
}

export async function packageLabel(db: Database, packageId: string | null) {
  if (!packageId) return undefined;
  const [row] = await db
    .select({ label: tokenPackages.label })
    .from(tokenPackages)
    .where(eq(tokenPackages.id, packageId));
  return row?.label;
}

/**
 * Purchases still pending from before `createdBefore` become expired: their checkout was abandoned
 * and no provider event will close them. A late paid event still credits (applyPaymentEvent).
 */
export async function expirePendingPurchases(db: Database, createdBefore: Date): Promise<number> {
  const rows = await db
    .update(purchases)
    .set({ status: 'expired' })
    .where(and(eq(purchases.status, 'pending'), lt(purchases.createdAt, createdBefore)))
    .returning({ id: purchases.id });
  return rows.length;
}
