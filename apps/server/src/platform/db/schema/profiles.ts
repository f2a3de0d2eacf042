import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, updatedAt } from './columns';

/** Basalt's side of a user: role, token balance and subscription. One row per auth user. */
export const profiles = pgTable(
  'profiles',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull().default('User'),
    phone: text('phone'),
    company: text('company'),
    isAdmin: boolean('is_admin').notNull().default(false),
    /** Cached sum of the user's ledger entries; only the ledger service changes it (DESIGN D3). */
    tokenBalance: integer('token_balance').notNull().default(0),
    subscriptionTier: text('subscription_tier'),
    subscriptionStatus: text('subscription_status'),
    subscriptionRenewsAt: timestamp('subscription_renews_at', { withTimezone: true }),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('profiles_token_balance_non_negative', sql`${t.tokenBalance} >= 0`),
    check('profiles_full_name_not_blank', sql`length(trim(${t.fullName})) > 0`),
    index('profiles_created_at_idx').on(t.createdAt),
    index('profiles_token_balance_idx').on(t.tokenBalance),
  ],
);
