import { Table, Td, Th } from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useAdminAdjustments } from '../api/list-admin-adjustments';

export function RecentAdjustments() {
  const adjustments = useAdminAdjustments();
  const rows = adjustments.data ?? [];
  return (
    <section className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold">Recent Admin Adjustments</h2>
      <Table>
        <thead>
          <tr>
            <Th>Date</Th>
            <Th>User</Th>
            <Th className="text-right">Amount</Th>
            <Th className="text-right">New Balance</Th>
            <Th>Reason</Th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <Td colSpan={5} className="py-10 text-center text-muted-foreground">
                {adjustments.isPending
                  ? 'Loading...'
                  : adjustments.isError
                    ? 'Failed to load adjustments'
                    : 'No recent adjustments'}
              </Td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.id}>
                <Td className="whitespace-nowrap">{formatDateTime(row.createdAt)}</Td>
                <Td>
                  <div className="font-medium">{row.userName ?? 'Unknown'}</div>
                  <div className="text-xs text-muted-foreground">{row.userEmail}</div>
                </Td>
                <Td
                  className={cn(
                    'text-right tabular-nums',
                    row.amount > 0 ? 'text-emerald-700 dark:text-emerald-400' : 'text-danger',
                  )}
                >
                  {row.amount > 0 ? '+' : ''}
                  {formatNumber(row.amount)}
                </Td>
                <Td className="text-right tabular-nums">{formatNumber(row.balanceAfter)}</Td>
                <Td className="max-w-xs">
                  <div>{row.reason}</div>
                  {row.adminEmail && <div className="text-xs text-muted-foreground">by {row.adminEmail}</div>}
                </Td>
              </tr>
            ))
          )}
        </tbody>
      </Table>
    </section>
  );
}
