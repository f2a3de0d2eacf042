import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { runStatuses, type ResultDeliveryChoice, type RunFailureKind, webhookEventTypes } from '@basalt/contracts';
import { apiKeys } from './api-keys';
import { oauthApplications, users } from './auth';
import { automations } from './catalogue';
import { createdAt, id, sqlList, updatedAt } from './columns';

/** What a run was priced at when it started, so a later price change never alters its settlement (D5). */
export interface RunPricing {
  model: 'per_run' | 'per_minute' | 'hybrid' | null;
  perRun: number;
  perMinute: number;
  /** Tokens held for a metered run; 0 when nothing is held. */
  hold: number;
}

/** A user's saved input for an automation (spec: user_automation_configs). */
export const configurations = pgTable(
  'configurations',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    automationId: uuid('automation_id')
      .notNull()
      .references(() => automations.id, { onDelete: 'cascade' }),
    configName: text('config_name'),
    configData: jsonb('config_data').$type<Record<string, unknown>>().notNull().default({}),
    /** Where the results of runs started from it go (issue 41); null: nowhere. */
    resultDelivery: jsonb('result_delivery').$type<ResultDeliveryChoice>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('configurations_user_created_idx').on(t.userId, t.createdAt.desc())],
);

export const runs = pgTable(
  'runs',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    automationId: uuid('automation_id').references(() => automations.id, { onDelete: 'set null' }),
    /** The automation's name when the run started: history and receipts keep it after a delete. */
    automationName: text('automation_name'),
    /** The automation's version the run used (DESIGN D19): its name, price and fields are the run's. */
    automationVersion: integer('automation_version'),
    configurationId: uuid('configuration_id').references(() => configurations.id, { onDelete: 'set null' }),
    status: text('status', { enum: runStatuses }).notNull().default('pending'),
    inputData: jsonb('input_data').$type<Record<string, unknown>>().notNull().default({}),
    // json, not jsonb: jsonb sorts keys by length, and the result viewer shows them in the order
    // the workflow sent them (issue 15).
    resultData: json('result_data').$type<Record<string, unknown>>(),
    errorMessage: text('error_message'),
    /** The quote shown before the run (DESIGN D5). */
    quotedTokens: integer('quoted_tokens').notNull().default(0),
    /** Tokens finally charged; for per-minute runs known only when the run ends. */
    tokensCharged: integer('tokens_charged').notNull().default(0),
    /** Tokens given back because the run failed through no fault of the user (D4). */
    tokensRefunded: integer('tokens_refunded').notNull().default(0),
    pricing: jsonb('pricing').$type<RunPricing>().notNull().default({ model: null, perRun: 0, perMinute: 0, hold: 0 }),
    /** The client's key: the same key from the same user answers the same run (one charge). */
    idempotencyKey: text('idempotency_key'),
    /** SHA-256 of the start request: the same key with another request is refused (issue 17). */
    requestHash: text('request_hash'),
    failureKind: text('failure_kind').$type<RunFailureKind>(),
    progress: integer('progress'),
    progressMessage: text('progress_message'),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    executionTimeMs: integer('execution_time_ms'),
    /** A pending or running run still unfinished at this time is failed and refunded by the sweeper. */
    deadlineAt: timestamp('deadline_at', { withTimezone: true }),
    /** Run-ended follow-ups, fixed at start so ending a run needs no look-up when there are none (issue 8). */
    completionWebhookUrl: text('completion_webhook_url'),
    /** The webhook events someone listens for (the run's own URL, the user's enabled endpoints), fixed at start. */
    webhookEvents: text('webhook_events', { enum: webhookEventTypes })
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    notifyOnEnd: boolean('notify_on_end').notNull().default(false),
    /** The run has result deliveries (written at start): its end queues them (issue 41). */
    deliversResult: boolean('delivers_result').notNull().default(false),
    /** The API key that started the run, so its charges show which key caused them (issue 17). */
    apiKeyId: uuid('api_key_id').references(() => apiKeys.id, { onDelete: 'set null' }),
    /** The OAuth client (an MCP client signed in by OAuth, decision 032) that started the run. */
    oauthClientId: text('oauth_client_id').references(() => oauthApplications.clientId, { onDelete: 'set null' }),
  },
  (t) => [
    check('runs_status_valid', sql.raw(`status in (${sqlList(runStatuses)})`)),
    check(
      'runs_tokens_non_negative',
      sql`${t.tokensCharged} >= 0 and ${t.quotedTokens} >= 0 and ${t.tokensRefunded} >= 0`,
    ),
    check('runs_progress_range', sql`${t.progress} is null or ${t.progress} between 0 and 100`),
    index('runs_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('runs_automation_created_idx').on(t.automationId, t.createdAt),
    index('runs_status_created_idx').on(t.status, t.createdAt),
    uniqueIndex('runs_user_idempotency_key_idx').on(t.userId, t.idempotencyKey),
    index('runs_api_key_created_idx')
      .on(t.apiKeyId, t.createdAt)
      .where(sql`api_key_id is not null`),
    index('runs_user_unfinished_idx')
      .on(t.userId)
      .where(sql`status in ('pending', 'running')`),
    index('runs_unfinished_deadline_idx')
      .on(t.deadlineAt)
      .where(sql`status in ('pending', 'running')`),
    // An automation's latest finished runs: its health thresholds and stats (DESIGN D18).
    index('runs_automation_finished_idx')
      .on(t.automationId, t.completedAt)
      .where(sql`status in ('completed', 'failed')`),
  ],
);

export { runStatuses };
