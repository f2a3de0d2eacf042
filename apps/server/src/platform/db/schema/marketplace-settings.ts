import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { MAX_WELCOME_CREDIT } from '@basalt/contracts';
import { automations } from './catalogue';
import { users } from './auth';
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
    /** Null while never set; so is each health threshold, whose default then applies (DESIGN D18). */
    welcomeCreditTokens: integer('welcome_credit_tokens'),
    pauseAfterFailuresInARow: integer('pause_after_failures_in_a_row'),
    pauseFailureRatePercent: integer('pause_failure_rate_percent'),
    pauseFailureRateMinRuns: integer('pause_failure_rate_min_runs'),
    pauseFailureRateWindowMinutes: integer('pause_failure_rate_window_minutes'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('marketplace_settings_one_row', sql`${t.id}`),
    check(
      'marketplace_settings_welcome_credit_range',
      sql.raw(`welcome_credit_tokens between 0 and ${MAX_WELCOME_CREDIT}`),
    ),
    check(
      'marketplace_settings_health_ranges',
      sql.raw(
        'pause_after_failures_in_a_row between 1 and 1000 and pause_failure_rate_percent between 1 and 100' +
          ' and pause_failure_rate_min_runs between 1 and 10000 and pause_failure_rate_window_minutes between 5 and 10080',
      ),
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

/**
 * Signed-in customers who asked for one e-mail when a paused automation takes runs again (DESIGN
 * D18). The rows go when the e-mail is queued, in the resume's transaction.
 */
export const automationBackWatchers = pgTable(
  'automation_back_watchers',
  {
    automationId: uuid('automation_id')
      .notNull()
      .references(() => automations.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.automationId, t.userId] })],
);
