import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { MAX_WELCOME_CREDIT } from '@basalt/contracts';
import { createdAt } from './columns';

/**
 * The settings an admin changes in the back office, one row (id is always true). A typed column per
 * setting rather than key/value rows, so the database checks each value's range itself. No row
 * means nothing was ever set and the defaults in code apply (decision 060).
 */
export const marketplaceSettings = pgTable(
  'marketplace_settings',
  {
    id: boolean('id').primaryKey().default(true),
    welcomeCreditTokens: integer('welcome_credit_tokens').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('marketplace_settings_one_row', sql`${t.id}`),
    check(
      'marketplace_settings_welcome_credit_range',
      sql.raw(`welcome_credit_tokens between 0 and ${MAX_WELCOME_CREDIT}`),
    ),
  ],
);

/**
 * Every e-mail address that was given the welcome credit (DESIGN D20: once per address). The key is
 * a SHA-256 of the lower-cased address, not the address: deleting an account erases its e-mail, and
 * this row must outlive it without keeping the address readable. The primary key is what makes two
 * racing confirmations grant once.
 */
export const welcomeCredits = pgTable('welcome_credits', {
  emailHash: text('email_hash').primaryKey(),
  userId: text('user_id').notNull(),
  tokens: integer('tokens').notNull(),
  createdAt: createdAt(),
});
