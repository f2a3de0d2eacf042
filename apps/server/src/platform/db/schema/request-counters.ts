import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window request counters for abuse limits outside better-auth (lead forms). In the database so
 * that every web process shares them; one row per key, reset when its window has passed.
 */
export const requestCounters = pgTable('request_counters', {
  key: text('key').primaryKey(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  hits: integer('hits').notNull().default(0),
});
