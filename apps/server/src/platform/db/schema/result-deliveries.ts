import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { deliveryChannels, resultDeliveryStatuses } from '@basalt/contracts';
import { users } from './auth';
import { runs } from './runs';
import { createdAt, id, sqlList, updatedAt } from './columns';

/**
 * One destination of one run's result (issue 41, decision 064): the owner's e-mail or a chat
 * service's incoming webhook. Written when the run starts (pending), sent by a job when it ends.
 */
export const resultDeliveries = pgTable(
  'result_deliveries',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    runId: uuid('run_id')
      .notNull()
      .references(() => runs.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: deliveryChannels }).notNull(),
    /** The e-mail address, or the chat service's incoming-webhook URL (a secret: shown shortened). */
    destination: text('destination').notNull(),
    status: text('status', { enum: resultDeliveryStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('result_deliveries_channel_valid', sql.raw(`channel in (${sqlList(deliveryChannels)})`)),
    check('result_deliveries_status_valid', sql.raw(`status in (${sqlList(resultDeliveryStatuses)})`)),
    index('result_deliveries_run_idx').on(t.runId, t.createdAt),
  ],
);

export { deliveryChannels, resultDeliveryStatuses };
