import type { AdminUserTransaction } from '@basalt/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { formatDateTime, formatNumber } from '@/lib/format';
import { cn } from '@/lib/cn';

const typeLabels: Record<AdminUserTransaction['type'], string> = {
  purchase: 'Token Purchase',
  bonus: 'Bonus Tokens',
  subscription_grant: 'Subscription Grant',
  refund: 'Refund',
  deduction: 'Automation Run',
  hold: 'Reserved',
  release: 'Released',
  expiration: 'Token Expiration',
  admin_adjustment: 'Admin Adjustment',
};

/** The user's 20 most recent ledger entries, collapsed until asked for. */
export function TransactionHistory({ transactions, total }: { transactions: AdminUserTransaction[]; total: number }) {
  const [open, setOpen] = useState(false);
  return (
    <section className="flex flex-col gap-3">
      <div className="flex items-center justify-between">
        <h3 className="font-semibold">Transaction History</h3>
        <Button variant="ghost" size="sm" aria-expanded={open} onClick={() => setOpen((shown) => !shown)}>
          {open ? 'Hide' : 'Show'} ({total})
        </Button>
      </div>
      {open &&
        (transactions.length === 0 ? (
          <p className="text-sm text-muted-foreground">No transactions yet</p>
        ) : (
          <div className="max-h-64 overflow-y-auto rounded-lg border">
            <table className="w-full text-left text-sm">
              <thead className="sticky top-0 bg-surface-muted text-xs text-muted-foreground">
                <tr>
                  <th className="px-3 py-2">Date</th>
                  <th className="px-3 py-2">Type</th>
                  <th className="px-3 py-2 text-right">Amount</th>
                  <th className="px-3 py-2 text-right">Balance After</th>
                </tr>
              </thead>
              <tbody>
                {transactions.map((entry) => (
                  <tr key={entry.id} className="border-t" title={entry.description}>
                    <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(entry.createdAt)}</td>
                    <td className="px-3 py-2">{typeLabels[entry.type]}</td>
                    <td
                      className={cn(
                        'px-3 py-2 text-right tabular-nums',
                        entry.amount > 0 ? 'text-emerald-700 dark:text-emerald-400' : 'text-danger',
                      )}
                    >
                      {entry.amount > 0 ? '+' : ''}
                      {formatNumber(entry.amount)}
                    </td>
                    <td className="px-3 py-2 text-right tabular-nums">{formatNumber(entry.balanceAfter)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
    </section>
  );
}
