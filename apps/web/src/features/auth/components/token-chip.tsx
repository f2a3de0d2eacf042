import { Coins } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';

/** Spec: the signed-in top bar shows the token balance, linking to /dashboard/tokens. */
export function TokenChip({
  balance,
  onNavigate,
  className,
}: {
  balance: number;
  onNavigate?: () => void;
  className?: string;
}) {
  return (
    <Link
      to="/dashboard/tokens"
      onClick={onNavigate}
      aria-label={`Token balance: ${formatNumber(balance)} tokens`}
      className={cn(
        'inline-flex h-8 items-center gap-1.5 rounded-full border bg-surface px-3 text-sm font-medium tabular-nums transition-colors hover:bg-surface-muted',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        className,
      )}
    >
      <Coins size={16} className="text-accent-text" aria-hidden="true" />
      {formatNumber(balance)}
    </Link>
  );
}
