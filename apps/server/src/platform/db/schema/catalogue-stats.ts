import { integer, pgTable, uuid } from 'drizzle-orm/pg-core';
import { automations } from './catalogue';

/**
 * Runs per automation, for the marketplace's Popular order. Kept by triggers on runs (insert, delete,
 * re-pointing), so the list never aggregates the whole runs table
 * (docs/decisions/011-marketplace-search-popularity-and-cache.md).
 */
export const automationRunCounts = pgTable('automation_run_counts', {
  automationId: uuid('automation_id')
    .primaryKey()
    .references(() => automations.id, { onDelete: 'cascade' }),
  runCount: integer('run_count').notNull().default(0),
});
