import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { runs, runStatuses } from './runs';
import { sqlList } from './columns';
import { runEventKinds } from '@basalt/contracts';

/**
 * A run's log: one row per state change and per progress callback, written by a trigger on runs in
 * the transaction that makes the change (migration 0017). The id increases, so it doubles as the
 * Server-Sent Events id a client resumes from.
 */
export const runEvents = pgTable(
  'run_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    runId: uuid('run_id')
      .notNull()
      .references(() => runs.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    kind: text('kind', { enum: runEventKinds }).notNull(),
    status: text('status', { enum: runStatuses }).notNull(),
    progress: integer('progress'),
    message: text('message'),
  },
  (t) => [
    check('run_events_kind_valid', sql.raw(`kind in (${sqlList(runEventKinds)})`)),
    index('run_events_run_idx').on(t.runId, t.id),
  ],
);

export { runEventKinds };
