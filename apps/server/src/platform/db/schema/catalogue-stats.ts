import { integer, pgTable, uuid } from 'drizzle-orm/pg-core';
import { automations } from './catalogue';

/**
 * Runs per automation, for the marketplace's Popular order, so the list never aggregates the whole
 * runs table (docs/decisions/011-marketplace-search-popularity-and-cache.md). An automation's count
 * is its row here plus its changes not yet folded in (below).
 */
export const automationRunCounts = pgTable('automation_run_counts', {
  automationId: uuid('automation_id')
    .primaryKey()
    .references(() => automations.id, { onDelete: 'cascade' }),
  runCount: integer('run_count').notNull().default(0),
});

/**
 * +1 or -1 per run inserted, deleted or re-pointed, written by triggers on runs and folded into
 * automation_run_counts every minute (decision 045). Append-only, with no key, index or foreign key:
 * a start writes one heap row and takes no lock another start could wait for. Rows of a deleted
 * automation are dropped by the fold.
 */
export const automationRunCountChanges = pgTable('automation_run_count_changes', {
  automationId: uuid('automation_id').notNull(),
  change: integer('change').notNull(),
});
