import { sql } from 'drizzle-orm';
import { check, integer, json, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AutomationVersionContent } from '@basalt/contracts';
import { users } from './auth';
import { automations } from './catalogue';
import { id } from './columns';

/**
 * A published state of an automation (DESIGN D19), numbered from 1 per automation and never edited:
 * runs point at the number they used, so what a run promised stays readable after the automation
 * changes. Retiring a version only stops new runs pinned to it.
 */
export const automationVersions = pgTable(
  'automation_versions',
  {
    id: id(),
    automationId: uuid('automation_id')
      .notNull()
      .references(() => automations.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    /** "What changed", as the admin wrote it when publishing; the public changelog shows it. */
    note: text('note').notNull(),
    // json, not jsonb: the sample output's key order is what the result viewer shows.
    content: json('content').$type<AutomationVersionContent>().notNull(),
    publishedBy: text('published_by').references(() => users.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('automation_versions_number_idx').on(t.automationId, t.number),
    check('automation_versions_number_positive', sql`${t.number} >= 1`),
  ],
);
