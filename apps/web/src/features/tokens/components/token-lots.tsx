import { formatDate, formatNumber } from '@/lib/format';
import type { TokenLot } from '@basalt/contracts/tokens/list-token-lots';
import { Spinner } from '@/components/ui/spinner';
import { useTokenLots } from '../api/list-token-lots';
import { expiresIn } from '../utils/relative-time';

const sourceLabels: Record<TokenLot['source'], string> = {
  purchase: 'Purchase',
  bonus: 'Bonus',
  refund: 'Refund',
  admin_adjustment: 'Adjustment',
  subscription_grant: 'Subscription',
  release: 'Released reserve',
};

/** Where the balance sits, in the order it is spent: soonest expiry first (DESIGN D2). */
export function TokenLots() {
  const lots = useTokenLots();
  if (lots.isPending) return <Spinner label="Loading token expiry" className="py-6" />;
  if (lots.isError) return <p className="py-6 text-center text-sm text-danger">Failed to load token expiry</p>;
  if (lots.data.length === 0) return <p className="py-6 text-center text-sm text-muted-foreground">No tokens held</p>;
  return (
    <ul aria-label="Tokens by expiry" className="divide-y">
      {lots.data.map((lot) => (
        <li key={lot.id} className="flex items-center justify-between gap-3 py-2.5 text-sm">
          <span>
            <span className="font-semibold tabular-nums">{formatNumber(lot.remainingAmount)}</span> tokens
            <span className="text-muted-foreground">
              {' '}
              · {sourceLabels[lot.source]} of {formatDate(lot.createdAt)}
            </span>
          </span>
          <span className={lot.expiresAt ? 'font-medium' : 'text-muted-foreground'}>{expiresIn(lot.expiresAt)}</span>
        </li>
      ))}
    </ul>
  );
}
