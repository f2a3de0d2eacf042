import { and, arrayContains, asc, eq, sql } from 'drizzle-orm';
import type { WebhookEventType } from '@basalt/contracts';
import type { Database } from '../../platform/db/database';
import { userWebhookEndpoints } from '../../platform/db/schema';

export type EndpointRow = typeof userWebhookEndpoints.$inferSelect;
type EndpointChanges = Partial<Pick<EndpointRow, 'url' | 'description' | 'events' | 'enabled' | 'secret'>>;

const owned = (userId: string, id: string) =>
  and(eq(userWebhookEndpoints.id, id), eq(userWebhookEndpoints.userId, userId));

export function listEndpoints(db: Database, userId: string): Promise<EndpointRow[]> {
  return db
    .select()
    .from(userWebhookEndpoints)
    .where(eq(userWebhookEndpoints.userId, userId))
    .orderBy(asc(userWebhookEndpoints.createdAt), asc(userWebhookEndpoints.id));
}

export async function findEndpoint(db: Database, userId: string, id: string): Promise<EndpointRow | undefined> {
  const [row] = await db.select().from(userWebhookEndpoints).where(owned(userId, id));
  return row;
}

/** Only for signing: the delivery already belongs to the endpoint's user. */
export async function findEndpointSecret(db: Database, id: string): Promise<string | undefined> {
  const [row] = await db
    .select({ secret: userWebhookEndpoints.secret })
    .from(userWebhookEndpoints)
    .where(eq(userWebhookEndpoints.id, id));
  return row?.secret;
}

export async function insertEndpoint(db: Database, values: typeof userWebhookEndpoints.$inferInsert) {
  const [row] = await db.insert(userWebhookEndpoints).values(values).returning();
  return row!;
}

export async function updateEndpoint(db: Database, userId: string, id: string, changes: EndpointChanges) {
  const [row] = await db.update(userWebhookEndpoints).set(changes).where(owned(userId, id)).returning();
  return row;
}

export async function deleteEndpoint(db: Database, userId: string, id: string): Promise<boolean> {
  const removed = await db
    .delete(userWebhookEndpoints)
    .where(owned(userId, id))
    .returning({ id: userWebhookEndpoints.id });
  return removed.length > 0;
}

/**
 * Serialises adding endpoints for one user (a transaction-scoped advisory lock on the user id), so
 * two requests at once cannot both pass the cap; answers how many the user has.
 */
export async function lockAndCountEndpoints(tx: Database, userId: string): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`webhook-endpoints:${userId}`}))`);
  return tx.$count(userWebhookEndpoints, eq(userWebhookEndpoints.userId, userId));
}

/** The enabled endpoints that asked for this event type. */
export function endpointsFor(db: Database, userId: string, type: WebhookEventType) {
  return db
    .select({ id: userWebhookEndpoints.id, url: userWebhookEndpoints.url })
    .from(userWebhookEndpoints)
    .where(
      and(
        eq(userWebhookEndpoints.userId, userId),
        eq(userWebhookEndpoints.enabled, true),
        arrayContains(userWebhookEndpoints.events, [type]),
      ),
    );
}
