import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, id } from './columns';

/**
 * A user's API key (issue 8.1). Only the SHA-256 of the key is kept: the key itself is shown once at
 * creation. A revoked key keeps its row (revoked_at set) so that the owner's history stays readable.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The key's first characters (bsk_abcd), so its owner can tell keys apart. */
    prefix: text('prefix').notNull(),
    /** Hex SHA-256 of the whole key; a key has 256 random bits, so no salt or slow hash is needed. */
    keyHash: text('key_hash').notNull().unique(),
    createdAt: createdAt(),
    /** Updated at most once a minute per key, so an authenticated request rarely writes. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Most tokens the runs this key starts may cost per calendar month (UTC); null for no cap. */
    monthlyTokenCap: integer('monthly_token_cap'),
  },
  (t) => [
    index('api_keys_user_idx').on(t.userId, t.createdAt),
    check('api_keys_monthly_token_cap_non_negative', sql`monthly_token_cap is null or monthly_token_cap >= 0`),
  ],
);
