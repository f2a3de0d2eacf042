import { formatDate, formatNumber, formatUsd } from '@/lib/format';
import type { Purchase, PurchaseStatus } from '@basalt/contracts/tokens/list-purchases';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { sessionQueryKey } from '@/features/auth';
import { usePurchases } from '../api/list-purchases';
import { tokenQueryKeys } from '../api/token-query-keys';

/** Spec: completed green, pending yellow, any other status red. */
const statusStyles: Record<PurchaseStatus, string> = {
  completed: 'bg-emerald-500/15 text-emerald-700 dark:text-emerald-300',
  pending: 'bg-amber-400/20 text-amber-700 dark:text-amber-300',
  failed: 'bg-red-500/15 text-red-700 dark:text-red-300',
  cancelled: 'bg-red-500/15 text-red-700 dark:text-red-300',
  expired: 'bg-red-500/15 text-red-700 dark:text-red-300',
};

function PurchaseRow({ purchase }: { purchase: Purchase }) {
  return (
    <li className="flex items-center justify-between gap-3 py-3">
      <div>
        <p className="font-medium">
          {purchase.packageLabel ?? 'Custom amount'} · {formatNumber(purchase.totalTokens)} tokens
          {purchase.bonusTokens > 0 && (
            <span className="text-sm font-normal text-muted-foreground">
              {' '}
              (incl. {formatNumber(purchase.bonusTokens)} bonus)
            </span>
          )}
        </p>
        <p className="text-xs text-muted-foreground">{formatDate(purchase.createdAt)}</p>
      </div>
      <div className="flex items-center gap-3">
        <span className="font-semibold tabular-nums">{formatUsd(purchase.amountUsdCents / 100)}</span>
        <span
          className={cn('rounded-full px-2.5 py-0.5 text-xs font-medium capitalize', statusStyles[purchase.status])}
        >
          {purchase.status}
        </span>
      </div>
    </li>
  );
}

export function PurchaseHistory({ watchPending = false }: { watchPending?: boolean }) {
  const purchases = usePurchases({ watchPending });
  const queryClient = useQueryClient();
  const completed = purchases.data?.filter((p) => p.status === 'completed').length;
  // A purchase completing while watched means new tokens: reload everything that shows the balance.
  useEffect(() => {
    if (watchPending && completed !== undefined) {
      for (const queryKey of [
        tokenQueryKeys.balance,
        tokenQueryKeys.lots,
        tokenQueryKeys.transactions,
        sessionQueryKey,
      ]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    }
  }, [completed, watchPending, queryClient]);
  if (purchases.isPending) return <Spinner label="Loading purchases" className="py-8" />;
  if (purchases.isError) return <p className="py-8 text-center text-sm text-danger">Failed to load purchases</p>;
  if (purchases.data.length === 0)
    return <p className="py-8 text-center text-sm text-muted-foreground">No purchases yet</p>;
  return (
    <ul aria-label="Purchases" className="divide-y">
      {purchases.data.map((purchase) => (
        <PurchaseRow key={purchase.id} purchase={purchase} />
      ))}
    </ul>
  );
}
