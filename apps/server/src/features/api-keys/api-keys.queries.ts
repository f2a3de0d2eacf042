import { and, count, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { apiKeys, runs } from '../../platform/db/schema';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

const active = (userId: string) => and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt));

export function listActiveApiKeys(db: Database, userId: string): Promise<ApiKeyRow[]> {
  return db.select().from(apiKeys).where(active(userId)).orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}

export async function countActiveApiKeys(db: Database, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(apiKeys).where(active(userId));
  return row?.n ?? 0;
}

export async function insertApiKey(db: Database, values: typeof apiKeys.$inferInsert): Promise<ApiKeyRow> {
  const [row] = await db.insert(apiKeys).values(values).returning();
  return row!;
}

/** Revokes the user's active key; false when there is none with this id. */
export async function revokeApiKey(db: Database, userId: string, id: string): Promise<boolean> {
  const revoked = await db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.id, id), active(userId)))
    .returning({ id: apiKeys.id });
  return revoked.length > 0;
}

/** What a key's runs cost since a time: settled runs what they were charged, runs still going their quote. */
export async function keySpendSince(db: Database, apiKeyId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({
      spent: sql<number>`coalesce(sum(case when ${runs.status} in ('pending', 'running')
        then ${runs.quotedTokens} else ${runs.tokensCharged} - ${runs.tokensRefunded} end), 0)`.mapWith(Number),
    })
    .from(runs)
    .where(and(eq(runs.apiKeyId, apiKeyId), gte(runs.createdAt, since)));
  return row?.spent ?? 0;
}

/** The key's monthly cap, or null for none. */
export async function findKeyCap(db: Database, apiKeyId: string): Promise<number | null> {
  const [key] = await db.select({ cap: apiKeys.monthlyTokenCap }).from(apiKeys).where(eq(apiKeys.id, apiKeyId));
  return key?.cap ?? null;
}
