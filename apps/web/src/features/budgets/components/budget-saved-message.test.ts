import { describe, expect, it } from 'vitest';
import { budgetSavedMessage } from './budget-saved-message';

const saved = (monthlyCapTokens: number | null, spentThisMonth: number) => ({
  monthlyCapTokens,
  lowBalanceThreshold: null,
  spentThisMonth,
  monthStartsAt: '2026-12-01T00:00:00.000Z',
});

describe('what saving a budget says', () => {
  it('a budget above this month spend, or none, is simply saved', () => {
    expect(budgetSavedMessage(saved(5000, 1200))).toEqual({ text: 'Budget saved.', refusesRuns: false });
    expect(budgetSavedMessage(saved(null, 1200))).toEqual({ text: 'Budget saved.', refusesRuns: false });
  });

  it('a budget below this month spend says every new run is refused until the month turns', () => {
    expect(budgetSavedMessage(saved(1000, 1200))).toEqual({
      text: "Budget saved. This month's spend (1,200 tokens) is already over it, so new runs will be refused until January 1 at 00:00 UTC, unless you raise or remove the budget.",
      refusesRuns: true,
    });
  });

  it('a budget equal to this month spend refuses runs too, since any run would pass it', () => {
    expect(budgetSavedMessage(saved(1200, 1200)).text).toContain('is already at it, so new runs will be refused');
  });
});
