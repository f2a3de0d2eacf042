import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { webhookDeliveryStatuses, webhookEventTypes } from '@basalt/contracts';
import { users } from './auth';
import { runs } from './runs';
import { createdAt, id, sqlList, updatedAt } from './columns';

/**
 * The secret that signs deliveries to a URL a run names for itself (issue 8). Account-wide URLs
 * are endpoints, each with its own secret (decision 031).
 */
export const userWebhookSettings = pgTable('user_webhook_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** `whsec_…`; kept readable because the user reveals it to verify deliveries. */
  secret: text('secret').notNull(),
  updatedAt: updatedAt(),
});

/** One of a user's webhook URLs, the events it wants and its own signing secret (decision 031). */
export const userWebhookEndpoints = pgTable(
  'user_webhook_endpoints',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description'),
    events: text('events', { enum: webhookEventTypes }).array().notNull(),
    /** `whsec_…`; kept readable because the user reveals it to verify deliveries. */
    secret: text('secret').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'user_webhook_endpoints_events_valid',
      sql.raw(`cardinality(events) > 0 and events <@ array[${sqlList(webhookEventTypes)}]::text[]`),
    ),
    index('user_webhook_endpoints_user_idx').on(t.userId, t.createdAt),
  ],
);

/** One run's final state on its way to the user's URL; the body is fixed when the run ends. */
export const userWebhookDeliveries = pgTable(
  'user_webhook_deliveries',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    runId: uuid('run_id').references(() => runs.id, { onDelete: 'set null' }),
    /** Null for a URL the run named itself; a deleted endpoint takes its deliveries (nothing could sign a resend). */
    endpointId: uuid('endpoint_id').references(() => userWebhookEndpoints.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    eventType: text('event_type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: webhookDeliveryStatuses }).notNull().default('pending'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('user_webhook_deliveries_status_valid', sql.raw(`status in (${sqlList(webhookDeliveryStatuses)})`)),
    index('user_webhook_deliveries_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('user_webhook_deliveries_endpoint_created_idx').on(t.endpointId, t.createdAt.desc()),
  ],
);

/** Every POST of a delivery: when, the answer's status code or why there was none, and how long it took. */
export const userWebhookAttempts = pgTable(
  'user_webhook_attempts',
  {
    id: id(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => userWebhookDeliveries.id, { onDelete: 'cascade' }),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
    statusCode: integer('status_code'),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
  },
  (t) => [index('user_webhook_attempts_delivery_idx').on(t.deliveryId, t.attemptedAt)],
);

/** Opt-in e-mails about the user's own runs (off until the user turns them on). */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  runCompleted: boolean('run_completed').notNull().default(false),
  runFailed: boolean('run_failed').notNull().default(false),
  updatedAt: updatedAt(),
});

export { webhookDeliveryStatuses };
