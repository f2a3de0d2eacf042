import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { userWebhookAttempts, userWebhookDeliveries, userWebhookSettings } from '../../platform/db/schema';
import { newWebhookSecret } from '../../platform/outbound';

export type DeliveryRow = typeof userWebhookDeliveries.$inferSelect;
export type AttemptRow = typeof userWebhookAttempts.$inferSelect;

export async function findWebhookSettings(db: Database, userId: string) {
  const [row] = await db.select().from(userWebhookSettings).where(eq(userWebhookSettings.userId, userId));
  return row;
}

/** The secret for URLs runs name themselves, made on first need (a run may name one before the user opens the tab). */
export async function ensureWebhookSecret(db: Database, userId: string): Promise<string> {
  await db.insert(userWebhookSettings).values({ userId, secret: newWebhookSecret() }).onConflictDoNothing();
  return (await findWebhookSettings(db, userId))!.secret;
}

export async function saveSecret(db: Database, userId: string, secret: string): Promise<void> {
  await db
    .insert(userWebhookSettings)
    .values({ userId, secret })
    .onConflictDoUpdate({ target: userWebhookSettings.userId, set: { secret } });
}

export async function insertDelivery(db: Database, values: typeof userWebhookDeliveries.$inferInsert) {
  const [row] = await db.insert(userWebhookDeliveries).values(values).returning();
  return row!;
}

export async function findDelivery(db: Database, id: string): Promise<DeliveryRow | undefined> {
  const [row] = await db.select().from(userWebhookDeliveries).where(eq(userWebhookDeliveries.id, id));
  return row;
}

export async function updateDelivery(db: Database, id: string, values: Partial<DeliveryRow>): Promise<DeliveryRow> {
  const [row] = await db.update(userWebhookDeliveries).set(values).where(eq(userWebhookDeliveries.id, id)).returning();
  return row!;
}

export async function insertAttempt(db: Database, values: typeof userWebhookAttempts.$inferInsert) {
  await db.insert(userWebhookAttempts).values(values);
}

export async function countAttempts(db: Database, deliveryId: string): Promise<number> {
  return db.$count(userWebhookAttempts, eq(userWebhookAttempts.deliveryId, deliveryId));
}

/**
 * Newest first after `after` (the key of the last row sent), one row more than `limit` so the caller
 * knows whether another page follows. created_at travels as text: a JS Date would drop microseconds.
 */
export async function listDeliveries(
  db: Database,
  userId: string,
  limit: number,
  endpointId: string | undefined,
  after: { at: string; id: string } | null,
): Promise<(DeliveryRow & { at: string })[]> {
  const { createdAt, id } = userWebhookDeliveries;
  const conditions = [eq(userWebhookDeliveries.userId, userId)];
  if (endpointId) conditions.push(eq(userWebhookDeliveries.endpointId, endpointId));
  if (after) conditions.push(sql`(${createdAt}, ${id}) < (${after.at}::timestamptz, ${after.id}::uuid)`);
  const rows = await db
    .select({ delivery: userWebhookDeliveries, at: sql<string>`${createdAt}::text` })
    .from(userWebhookDeliveries)
    .where(and(...conditions))
    .orderBy(desc(createdAt), desc(id))
    .limit(limit + 1);
  return rows.map(({ delivery, at }) => ({ ...delivery, at }));
}

export async function findUserDelivery(db: Database, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(userWebhookDeliveries)
    .where(and(eq(userWebhookDeliveries.id, id), eq(userWebhookDeliveries.userId, userId)));
  return row;
}

export async function listAttempts(db: Database, deliveryIds: string[]): Promise<AttemptRow[]> {
  if (deliveryIds.length === 0) return [];
  return db
    .select()
    .from(userWebhookAttempts)
    .where(inArray(userWebhookAttempts.deliveryId, deliveryIds))
    .orderBy(asc(userWebhookAttempts.attemptedAt));
}
