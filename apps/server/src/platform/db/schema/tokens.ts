import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, id, sqlList } from './columns';
import { ledgerEntryTypes, lotSources, purchaseStatuses } from '@basalt/contracts';

/** The five bundles of the purchase dialog; every price on every screen comes from here (DESIGN D1). */
export const tokenPackages = pgTable(
  'token_packages',
  {
    id: id(),
    label: text('label').notNull().unique(),
    amountUsdCents: integer('amount_usd_cents').notNull(),
    tokens: integer('tokens').notNull(),
    bonusTokens: integer('bonus_tokens').notNull().default(0),
    isPopular: boolean('is_popular').notNull().default(false),
    sortOrder: integer('sort_order').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'token_packages_amounts_positive',
      sql`${t.amountUsdCents} > 0 and ${t.tokens} > 0 and ${t.bonusTokens} >= 0`,
    ),
  ],
);

/** Bonus for custom amounts: the active tier with the highest min_amount at or below the amount applies. */
export const pricingTiers = pgTable(
  'pricing_tiers',
  {
    id: id(),
    minAmountUsdCents: integer('min_amount_usd_cents').notNull().unique(),
    bonusPercentage: numeric('bonus_percentage', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [check('pricing_tiers_bonus_range', sql`${t.bonusPercentage} between 0 and 100`)],
);

export const paymentProviders = ['stripe', 'sandbox'] as const;

export const purchases = pgTable(
  'purchases',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    packageId: uuid('package_id').references(() => tokenPackages.id, { onDelete: 'set null' }),
    amountUsdCents: integer('amount_usd_cents').notNull(),
    baseTokens: integer('base_tokens').notNull(),
    bonusTokens: integer('bonus_tokens').notNull().default(0),
    totalTokens: integer('total_tokens').notNull(),
    status: text('status', { enum: purchaseStatuses }).notNull().default('pending'),
    provider: text('provider', { enum: paymentProviders }).notNull(),
    providerSessionId: text('provider_session_id').unique(),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    check('purchases_status_valid', sql.raw(`status in (${sqlList(purchaseStatuses)})`)),
    check('purchases_provider_valid', sql.raw(`provider in (${sqlList(paymentProviders)})`)),
    check('purchases_amount_min', sql`${t.amountUsdCents} >= 1000`),
    check('purchases_tokens_add_up', sql`${t.totalTokens} = ${t.baseTokens} + ${t.bonusTokens}`),
    index('purchases_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('purchases_status_completed_idx').on(t.status, t.completedAt),
  ],
);

/** A batch of credited tokens with its own expiry; spending takes the soonest-expiring lot first (D2). */
export const tokenLots = pgTable(
  'token_lots',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    source: text('source', { enum: lotSources }).notNull(),
    purchaseId: uuid('purchase_id').references(() => purchases.id, { onDelete: 'restrict' }),
    originalAmount: integer('original_amount').notNull(),
    remainingAmount: integer('remaining_amount').notNull(),
    /** Null: never expires (TOKEN_EXPIRY_DAYS=0, refunds of such lots, admin grants). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('token_lots_source_valid', sql.raw(`source in (${sqlList(lotSources)})`)),
    check(
      'token_lots_remaining_range',
      sql`${t.originalAmount} > 0 and ${t.remainingAmount} >= 0 and ${t.remainingAmount} <= ${t.originalAmount}`,
    ),
    index('token_lots_spendable_idx')
      .on(t.userId, t.expiresAt)
      .where(sql`${t.remainingAmount} > 0`),
  ],
);

/**
 * Append-only history of every balance change (D3); a trigger refuses UPDATE and DELETE. Run and
 * automation references are plain values, not foreign keys, so deleting a run or an automation never
 * needs to touch history.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: id(),
    /**
     * Write order. Entries of one transaction share created_at (now() is the transaction's start), so
     * lists order by seq to show them in the order they were applied.
     */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    type: text('type', { enum: ledgerEntryTypes }).notNull(),
    amount: integer('amount').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    description: text('description').notNull(),
    automationId: uuid('automation_id'),
    runId: uuid('run_id'),
    purchaseId: uuid('purchase_id').references(() => purchases.id, { onDelete: 'restrict' }),
    lotId: uuid('lot_id').references(() => tokenLots.id, { onDelete: 'restrict' }),
    adminUserId: text('admin_user_id'),
    /** Makes retried operations (a repeated payment event, a re-delivered job) apply once. */
    idempotencyKey: text('idempotency_key').unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    check('ledger_entries_type_valid', sql.raw(`type in (${sqlList(ledgerEntryTypes)})`)),
    check('ledger_entries_amount_not_zero', sql`${t.amount} <> 0`),
    check('ledger_entries_balance_after_non_negative', sql`${t.balanceAfter} >= 0`),
    index('ledger_entries_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('ledger_entries_type_created_idx').on(t.type, t.createdAt),
    index('ledger_entries_run_idx').on(t.runId),
    index('ledger_entries_user_seq_idx').on(t.userId, t.seq.desc()),
  ],
);

/**
 * How each ledger entry moved tokens in and out of lots (append-only, like the entries). A lot's
 * remaining amount is the sum of its movements; a release or refund gives back exactly what the
 * hold or charge it undoes took, lot by lot (docs/decisions/005-token-lots-holds-and-give-backs.md).
 */
export const ledgerLotMovements = pgTable(
  'ledger_lot_movements',
  {
    id: id(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => ledgerEntries.id, { onDelete: 'restrict' }),
    lotId: uuid('lot_id')
      .notNull()
      .references(() => tokenLots.id, { onDelete: 'restrict' }),
    amount: integer('amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('ledger_lot_movements_amount_not_zero', sql`${t.amount} <> 0`),
    index('ledger_lot_movements_entry_idx').on(t.entryId),
    index('ledger_lot_movements_lot_idx').on(t.lotId),
  ],
);

export { ledgerEntryTypes, lotSources, purchaseStatuses };
