import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  json,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  answerModes,
  automationStatuses,
  pricingModels,
  type AutomationVersionContent,
  type CustomField,
  type SeoContent,
  workflowEngines,
} from '@basalt/contracts';
import { users } from './auth';
import { createdAt, id, sqlList, updatedAt } from './columns';

/** PostgreSQL's full-text document type; read as its text form. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const categories = pgTable('categories', {
  id: id(),
  name: text('name').notNull().unique(),
  createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

export const automations = pgTable(
  'automations',
  {
    id: id(),
    slug: text('slug').unique(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    imageUrl: text('image_url'),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    status: text('status', { enum: automationStatuses }).notNull().default('draft'),
    isFeatured: boolean('is_featured').notNull().default(false),
    /** Null means free. Costs not used by the model are stored as null (admin spec §4). */
    pricingModel: text('pricing_model', { enum: pricingModels }),
    tokenCostPerRun: integer('token_cost_per_run'),
    tokenCostPerMinute: numeric('token_cost_per_minute', { precision: 10, scale: 2, mode: 'number' }),
    /** Upper bound of a run; per-minute quotes hold rate x this (DESIGN D5). */
    maxDurationMinutes: integer('max_duration_minutes').notNull().default(10),
    customFields: jsonb('custom_fields').$type<CustomField[]>().notNull().default([]),
    seoContent: jsonb('seo_content').$type<SeoContent>().notNull().default({}),
    /** Input the page's "Fill with example" puts in the form (issue 15). */
    exampleInput: jsonb('example_input').$type<Record<string, string | number | boolean | null>>(),
    /** A result shown on the page before anyone pays; json keeps the key order the viewer shows. */
    sampleOutput: json('sample_output').$type<Record<string, unknown>>(),
    webhookUrl: text('webhook_url'),
    /** Per-automation HMAC key for Standard Webhooks signatures; shown once in the editor. */
    webhookSecret: text('webhook_secret'),
    /** How the workflow answers (DESIGN D14): with the result, or an acknowledgement then a callback. */
    answerMode: text('answer_mode', { enum: answerModes }).notNull().default('result'),
    /** The engine preset the editor shows the recipe of; it changes nothing at run time. */
    workflowEngine: text('workflow_engine', { enum: workflowEngines }).notNull().default('custom'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * Set when its platform failures passed a health threshold (DESIGN D18): runs are refused until an
     * admin resumes it. Set once, by a statement guarded on `paused_at is null`.
     */
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    /** The threshold it passed, as admins read it: "5 failures in a row". */
    pauseReason: text('pause_reason'),
    /** The last platform failure's message when it was paused. */
    pauseLastError: text('pause_last_error'),
    /** When an admin last resumed it: the thresholds count only runs that finished after. */
    healthSince: timestamp('health_since', { withTimezone: true }),
    /**
     * The number of the version customers run (DESIGN D19); the versioned columns above always hold
     * that version's content, so the catalogue and run start read one row. Null until first published:
     * until then the admin edits the columns in place.
     */
    liveVersion: integer('live_version'),
    /** The next version being prepared; null when there is none. Customers never see it. */
    // json, not jsonb, for the sample output's key order (as automation_versions.content).
    draft: json('draft').$type<AutomationVersionContent>(),
    draftUpdatedAt: timestamp('draft_updated_at', { withTimezone: true }),
    /**
     * Marketplace search document: name (weight A), category name (B), description (C), 'english'
     * stemming. Written only by database triggers, which also follow category renames
     * (docs/decisions/011-marketplace-search-popularity-and-cache.md).
     */
    searchVector: tsvector('search_vector'),
    /**
     * Set when an admin deletes it: it leaves every live list but its runs, configurations and
     * schedules keep pointing at it, and an admin may restore it until the purge 30 days later
     * (docs/decisions/066-automation-trash.md).
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: text('deleted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('automations_status_valid', sql.raw(`status in (${sqlList(automationStatuses)})`)),
    check(
      'automations_pricing_model_valid',
      sql.raw(`pricing_model is null or pricing_model in (${sqlList(pricingModels)})`),
    ),
    check('automations_cost_per_run_non_negative', sql`${t.tokenCostPerRun} is null or ${t.tokenCostPerRun} >= 0`),
    check(
      'automations_cost_per_minute_non_negative',
      sql`${t.tokenCostPerMinute} is null or ${t.tokenCostPerMinute} >= 0`,
    ),
    check('automations_answer_mode_valid', sql.raw(`answer_mode in (${sqlList(answerModes)})`)),
    check('automations_workflow_engine_valid', sql.raw(`workflow_engine in (${sqlList(workflowEngines)})`)),
    check('automations_max_duration_range', sql`${t.maxDurationMinutes} between 1 and 1440`),
    check('automations_slug_format', sql.raw(`slug is null or slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`)),
    check('automations_custom_fields_is_array', sql`jsonb_typeof(${t.customFields}) = 'array'`),
    index('automations_listing_idx').on(t.status, t.isFeatured, t.createdAt),
    index('automations_category_idx').on(t.categoryId),
    index('automations_name_idx').on(t.name),
    index('automations_search_idx').using('gin', t.searchVector),
    index('automations_trash_idx')
      .on(t.deletedAt)
      .where(sql`${t.deletedAt} is not null`),
  ],
);

export { automationStatuses, pricingModels };
