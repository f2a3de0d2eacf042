import type { AdminPurchaseRow, PurchaseStatus } from '@basalt/contracts';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { formatDateTime, formatNumber, formatUsd } from '@/lib/format';

/** What each status means to whoever reconciles the card payments. */
export const purchaseStatusNames: Record<PurchaseStatus, string> = {
  completed: 'Completed',
  pending: 'Pending',
  failed: 'Declined',
  cancelled: 'Cancelled',
  expired: 'Abandoned (expired)',
};

const tones: Record<PurchaseStatus, BadgeTone> = {
  completed: 'success',
  pending: 'warning',
  failed: 'danger',
  cancelled: 'neutral',
  expired: 'neutral',
};

/** A list, not a table: each purchase keeps buyer, amount and status readable at 375 px. */
export function PurchasesList({ purchases }: { purchases: AdminPurchaseRow[] }) {
  return (
    <ul className="divide-y divide-border rounded-lg border border-border bg-surface" aria-label="Purchases">
      {purchases.map((purchase) => (
        <li key={purchase.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 p-3">
          <div className="min-w-0">
            <p className="truncate font-medium">{purchase.email}</p>
            <p className="text-xs text-muted-foreground">
              {formatDateTime(purchase.createdAt)} · {purchase.bundle ?? 'Custom amount'} ·{' '}
              {formatNumber(purchase.totalTokens)} tokens · {purchase.provider}
            </p>
          </div>
          <div className="flex items-center gap-3">
            <span className="font-semibold tabular-nums">{formatUsd(purchase.amountUsdCents / 100)}</span>
            <Badge tone={tones[purchase.status]}>{purchaseStatusNames[purchase.status]}</Badge>
          </div>
        </li>
      ))}
    </ul>
  );
}
