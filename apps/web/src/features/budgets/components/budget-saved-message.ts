import type { GetBudgetResponse } from '@basalt/contracts';

/** The 1st of the month after `monthStartsAt`, when the spend starts again from zero (UTC). */
function nextMonthStart(monthStartsAt: string): string {
  const start = new Date(monthStartsAt);
  const next = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
  return next.toLocaleDateString('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/**
 * What saving says. A cap at or below this month's spend is allowed (it may be meant for next month),
 * but from then on every run is refused, and the person must hear that now rather than at the next run.
 */
export function budgetSavedMessage(saved: GetBudgetResponse): { text: string; refusesRuns: boolean } {
  const cap = saved.monthlyCapTokens;
  if (cap === null || saved.spentThisMonth < cap) return { text: 'Budget saved.', refusesRuns: false };
  const spend = saved.spentThisMonth.toLocaleString('en-US');
  const where = saved.spentThisMonth > cap ? 'over it' : 'at it';
  return {
    text: `Budget saved. This month's spend (${spend} tokens) is already ${where}, so new runs will be refused until ${nextMonthStart(saved.monthStartsAt)} at 00:00 UTC, unless you raise or remove the budget.`,
    refusesRuns: true,
  };
}
