import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, sqlList, updatedAt } from './columns';

/**
 * A user's spending limits. No row (or nulls) means no limit; the ledger reads this row with the
 * locked balance, so a user without limits costs the run start nothing (docs/decisions/020).
 */
export const budgets = pgTable(
  'budgets',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Tokens runs may take per calendar month (UTC), net of refunds; null: no cap. */
    monthlyCapTokens: integer('monthly_cap_tokens'),
    /** E-mail when the balance falls below this; null: no e-mail. */
    lowBalanceThreshold: integer('low_balance_threshold'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('budgets_cap_positive', sql`${t.monthlyCapTokens} is null or ${t.monthlyCapTokens} > 0`),
    check('budgets_threshold_positive', sql`${t.lowBalanceThreshold} is null or ${t.lowBalanceThreshold} > 0`),
  ],
);

export const budgetAlertKinds = ['cap_80', 'cap_100', 'low_balance'] as const;

/**
 * One row per budget e-mail sent: the primary key makes each one go out once per period. Cap alerts
 * use the month ('2026-11'); the low-balance alert uses 'armed' and is deleted to re-arm it.
 */
export const budgetAlerts = pgTable(
  'budget_alerts',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: budgetAlertKinds }).notNull(),
    period: text('period').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind, t.period] }),
    check('budget_alerts_kind_valid', sql.raw(`kind in (${sqlList(budgetAlertKinds)})`)),
  ],
);
