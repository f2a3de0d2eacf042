import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id, sqlList } from './columns';

export const mailStatuses = ['queued', 'sent', 'failed'] as const;

/** Every e-mail Basalt sends. Without SMTP_URL this is the mailbox shown at /dev/mailbox. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    status: text('status', { enum: mailStatuses }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    check('mail_outbox_status_valid', sql.raw(`status in (${sqlList(mailStatuses)})`)),
    index('mail_outbox_to_created_idx').on(t.toAddress, t.createdAt.desc()),
  ],
);
