import { and, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { budgetAlerts, budgets, ledgerEntries, type budgetAlertKinds } from '../../platform/db/schema';

type AlertKind = (typeof budgetAlertKinds)[number];

export async function readBudget(db: Database, userId: string) {
  const [row] = await db.select().from(budgets).where(eq(budgets.userId, userId));
  return row;
}

export async function saveBudget(
  db: Database,
  userId: string,
  limits: { monthlyCapTokens: number | null; lowBalanceThreshold: number | null },
) {
  await db
    .insert(budgets)
    .values({ userId, ...limits })
    .onConflictDoUpdate({ target: budgets.userId, set: { ...limits, updatedAt: new Date() } });
}

/** Run entries that move spend: charges and reserves take, refunds and released reserves give back. */
const spendTypes = ['deduction', 'hold', 'release', 'refund'] as const;

/** Tokens runs took from the user since `since`, net of what came back (decision 020). */
export async function runSpendSince(db: Database, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ spent: sql<number>`coalesce(-sum(${ledgerEntries.amount}), 0)`.mapWith(Number) })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.userId, userId),
        gte(ledgerEntries.createdAt, since),
        isNotNull(ledgerEntries.runId),
        inArray(ledgerEntries.type, [...spendTypes]),
      ),
    );
  return row?.spent ?? 0;
}

/** Records an alert; false when it was already recorded for this period (the e-mail went out). */
export async function claimAlert(db: Database, userId: string, kind: AlertKind, period: string): Promise<boolean> {
  const rows = await db
    .insert(budgetAlerts)
    .values({ userId, kind, period })
    .onConflictDoNothing()
    .returning({ kind: budgetAlerts.kind });
  return rows.length === 1;
}

export async function rearmAlert(db: Database, userId: string, kind: AlertKind) {
  await db.delete(budgetAlerts).where(and(eq(budgetAlerts.userId, userId), eq(budgetAlerts.kind, kind)));
}
