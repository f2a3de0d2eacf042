import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { automations } from './catalogue';
import { createdAt, id, sqlList } from './columns';

export const storedFileKinds = ['upload', 'result'] as const;

/**
 * A file in Basalt's storage: an upload for a run form's file field, or a run's result file copied
 * from the workflow. Served only through signed links that expire; deleted at expires_at
 * (FILE_RETENTION_DAYS).
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    automationId: uuid('automation_id').references(() => automations.id, { onDelete: 'set null' }),
    /** The run a result file belongs to; a plain value so deleting the run can delete its files. */
    runId: uuid('run_id'),
    kind: text('kind', { enum: storedFileKinds }).notNull(),
    fieldId: text('field_id'),
    storageKey: text('storage_key').notNull().unique(),
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('stored_files_kind_valid', sql.raw(`kind in (${sqlList(storedFileKinds)})`)),
    check('stored_files_size_non_negative', sql`${t.size} >= 0`),
    index('stored_files_user_idx').on(t.userId, t.createdAt),
    index('stored_files_run_idx').on(t.runId),
    index('stored_files_expires_idx').on(t.expiresAt),
  ],
);
