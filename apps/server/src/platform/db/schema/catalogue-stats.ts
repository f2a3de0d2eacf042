import { integer, pgTable, primaryKey, smallint, uuid } from 'drizzle-orm/pg-core';
import { automations } from './catalogue';

/**
 * Runs per automation, for the marketplace's Popular order, in eight shards per automation: an
 * automation's count is the sum of its shards. Kept by triggers on runs (insert, delete,
 * re-pointing), so the list never aggregates the whole runs table
 * (docs/decisions/011-marketplace-search-popularity-and-cache.md). A run is counted in the shard of
 * its id's last byte, so starts of one automation that commit together rarely wait on the same row
 * (drizzle/0032_run_counts_in_shards.sql).
 */
export const automationRunCounts = pgTable(
  'automation_run_counts',
  {
    automationId: uuid('automation_id')
      .notNull()
      .references(() => automations.id, { onDelete: 'cascade' }),
    shard: smallint('shard').notNull().default(0),
    runCount: integer('run_count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.automationId, table.shard] })],
);
