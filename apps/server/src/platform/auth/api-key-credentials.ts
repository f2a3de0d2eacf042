import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { apiKeys, profiles, users } from '../db/schema';

/** Every key starts with this, so secret scanners and people can recognise a Basalt key. */
export const API_KEY_PREFIX = 'bsk_';
/** Characters of a key kept in clear to tell keys apart: bsk_ and four more. */
const SHOWN_CHARACTERS = API_KEY_PREFIX.length + 4;
const LAST_USED_EVERY_MS = 60_000;

export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** A new key (256 random bits) with what is stored of it: the shown prefix and the hash. */
export function newApiKey() {
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { key, prefix: key.slice(0, SHOWN_CHARACTERS), keyHash: hashApiKey(key) };
}

/** The key of an `Authorization: Bearer <key>` header, or undefined when there is no such header. */
export function bearerToken(authorization: string | undefined): string | undefined {
  const match = authorization?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1];
}

export interface ApiKeyOwner {
  apiKeyId: string;
  user: { id: string; email: string; emailVerified: boolean; fullName: string; isAdmin: boolean; tokenBalance: number };
}

/**
 * The owner of an active key, in one query, or null (unknown, revoked, or the account is deleted).
 * The last-used time is written at most once a minute per key, so a busy client costs no writes.
 */
export async function findApiKeyOwner(db: Database, key: string, now = new Date()): Promise<ApiKeyOwner | null> {
  if (!key.startsWith(API_KEY_PREFIX)) return null;
  const [row] = await db
    .select({
      apiKeyId: apiKeys.id,
      lastUsedAt: apiKeys.lastUsedAt,
      id: users.id,
      email: users.email,
      emailVerified: users.emailVerified,
      fullName: profiles.fullName,
      isAdmin: profiles.isAdmin,
      tokenBalance: profiles.tokenBalance,
    })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .innerJoin(profiles, eq(profiles.userId, apiKeys.userId))
    .where(and(eq(apiKeys.keyHash, hashApiKey(key)), isNull(apiKeys.revokedAt)));
  if (!row) return null;
  const staleBefore = new Date(now.getTime() - LAST_USED_EVERY_MS);
  if (!row.lastUsedAt || row.lastUsedAt < staleBefore) {
    // The condition again in SQL: of concurrent requests only the first one writes.
    await db
      .update(apiKeys)
      .set({ lastUsedAt: now })
      .where(
        and(
          eq(apiKeys.id, row.apiKeyId),
          or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, sql`${staleBefore.toISOString()}::timestamptz`)),
        ),
      );
  }
  const { apiKeyId, lastUsedAt: _lastUsedAt, ...user } = row;
  return { apiKeyId, user };
}

/**
 * Revokes every active key of a user and says how many: a reset by e-mail always does (the old
 * password may have leaked), a change only when the person asks (DESIGN D16, decision 062).
 */
export async function revokeAllApiKeys(db: Database, userId: string): Promise<number> {
  const revoked = await db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  return revoked.length;
}
