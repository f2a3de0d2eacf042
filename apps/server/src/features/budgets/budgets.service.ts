import type { GetBudgetResponse, UpdateBudgetInput } from '@basalt/contracts';
import type { Database } from '../../platform/db/database';
import { monthStartUtc } from './budget-month';
import { readBudget, rearmAlert, runSpendSince, saveBudget } from './budgets.queries';

export async function getBudget(db: Database, userId: string, now = new Date()): Promise<GetBudgetResponse> {
  const monthStart = monthStartUtc(now);
  const [budget, spent] = await Promise.all([readBudget(db, userId), runSpendSince(db, userId, monthStart)]);
  return {
    monthlyCapTokens: budget?.monthlyCapTokens ?? null,
    lowBalanceThreshold: budget?.lowBalanceThreshold ?? null,
    // A reserve taken last month and given back this month can make the month's net negative.
    spentThisMonth: Math.max(0, spent),
    monthStartsAt: monthStart.toISOString(),
  };
}

export async function updateBudget(db: Database, userId: string, input: UpdateBudgetInput) {
  const before = await readBudget(db, userId);
  await db.transaction(async (tx) => {
    await saveBudget(tx, userId, input);
    // A new threshold deserves its own warning, even if the old one already sent one.
    if (before?.lowBalanceThreshold !== input.lowBalanceThreshold) await rearmAlert(tx, userId, 'low_balance');
  });
  return getBudget(db, userId);
}
