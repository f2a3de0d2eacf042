import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { automations } from './catalogue';
import { configurations, runs } from './runs';
import { createdAt, id, sqlList, updatedAt } from './columns';
import { scheduleOutcomes, scheduleStatuses, type ResultDeliveryChoice } from '@basalt/contracts';

// The same lists as the schedule contract; kept here so drizzle-kit loads the schema on its own.

/** A saved configuration run on a cron cadence in the owner's time zone. */
export const schedules = pgTable(
  'schedules',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Set null, not cascade: the ticker pauses the schedule with a reason the owner can read.
    configurationId: uuid('configuration_id').references(() => configurations.id, { onDelete: 'set null' }),
    automationId: uuid('automation_id').references(() => automations.id, { onDelete: 'set null' }),
    cron: text('cron').notNull(),
    timeZone: text('time_zone').notNull(),
    /** Where each run's result goes (issue 41); null: the configuration's delivery. */
    resultDelivery: jsonb('result_delivery').$type<ResultDeliveryChoice>(),
    status: text('status', { enum: scheduleStatuses }).notNull().default('active'),
    pausedReason: text('paused_reason'),
    /** The due time the ticker claims next; null while paused. */
    nextRunAt: timestamp('next_run_at', { withTimezone: true }),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    lastOutcome: text('last_outcome', { enum: scheduleOutcomes }),
    lastMessage: text('last_message'),
    lastRunId: uuid('last_run_id').references(() => runs.id, { onDelete: 'set null' }),
    /** The pause of its automation (its paused_at) the owner was told about: one notice per pause (D18). */
    automationPauseNoticed: timestamp('automation_pause_noticed', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('schedules_status_valid', sql.raw(`status in (${sqlList(scheduleStatuses)})`)),
    check('schedules_active_has_next_run', sql`status <> 'active' or next_run_at is not null`),
    index('schedules_user_created_idx').on(t.userId, t.createdAt),
    index('schedules_due_idx')
      .on(t.nextRunAt)
      .where(sql`status = 'active'`),
  ],
);

/**
 * One row per due occurrence a ticker claimed: the unique (schedule, due time) makes a second claim
 * of the same occurrence impossible, and its outcome moves from `claimed` exactly once, which is
 * what sends a low-balance e-mail once.
 */
export const scheduleOccurrences = pgTable(
  'schedule_occurrences',
  {
    id: id(),
    scheduleId: uuid('schedule_id')
      .notNull()
      .references(() => schedules.id, { onDelete: 'cascade' }),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    outcome: text('outcome', { enum: ['claimed', ...scheduleOutcomes] })
      .notNull()
      .default('claimed'),
    runId: uuid('run_id').references(() => runs.id, { onDelete: 'set null' }),
    message: text('message'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('schedule_occurrences_schedule_due_idx').on(t.scheduleId, t.dueAt),
    index('schedule_occurrences_unsettled_idx')
      .on(t.updatedAt)
      .where(sql`outcome = 'claimed'`),
  ],
);

export { scheduleOutcomes, scheduleStatuses };
