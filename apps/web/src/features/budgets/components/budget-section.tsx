import { LoadErrorPanel } from '@/components/ui/load-error-panel';
import { Spinner } from '@/components/ui/spinner';
import { useBudget } from '../api/get-budget';
import { BudgetForm } from './budget-form';

const monthName = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'long', timeZone: 'UTC' });

/** The Budget tab of /profile (issue 8.5): monthly cap and low-balance alert. */
export function BudgetSection() {
  const budget = useBudget();
  return (
    <section aria-labelledby="budget-heading" className="flex max-w-lg flex-col gap-4">
      <div>
        <h2 id="budget-heading" className="text-lg font-semibold">
          Budget
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Budgets count calendar months in UTC: the spend starts again from zero on the 1st at 00:00 UTC. It is what
          runs charged this month, reserves of running runs included, minus refunds.
        </p>
      </div>
      {budget.isPending && <Spinner label="Loading budget" className="py-6" />}
      {budget.isError && (
        <LoadErrorPanel
          message="Failed to load your budget"
          retrying={budget.isFetching}
          onRetry={() => void budget.refetch()}
        />
      )}
      {budget.data && (
        <>
          <p className="text-sm">
            Spent in {monthName(budget.data.monthStartsAt)}:{' '}
            <strong>{budget.data.spentThisMonth.toLocaleString('en-US')} tokens</strong>
            {budget.data.monthlyCapTokens !== null && ` of ${budget.data.monthlyCapTokens.toLocaleString('en-US')}`}
          </p>
          <BudgetForm budget={budget.data} />
        </>
      )}
    </section>
  );
}
