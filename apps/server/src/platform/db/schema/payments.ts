import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, sqlList } from './columns';

export const sandboxSessionStatuses = ['open', 'complete', 'expired'] as const;

/**
 * The built-in sandbox payment provider's own state, as Stripe keeps its Checkout Sessions: Basalt's
 * purchases refer to a session by id and learn its outcome only from signed events.
 */
export const sandboxCheckoutSessions = pgTable(
  'sandbox_checkout_sessions',
  {
    id: text('id').primaryKey(),
    amountUsdCents: integer('amount_usd_cents').notNull(),
    productName: text('product_name').notNull(),
    customerEmail: text('customer_email'),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    status: text('status', { enum: sandboxSessionStatuses }).notNull().default('open'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    check('sandbox_checkout_sessions_status_valid', sql.raw(`status in (${sqlList(sandboxSessionStatuses)})`)),
    check('sandbox_checkout_sessions_amount_positive', sql`${t.amountUsdCents} > 0`),
    index('sandbox_checkout_sessions_open_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'open'`),
  ],
);
