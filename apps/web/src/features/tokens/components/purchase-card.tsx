import { expiryShortText } from '@basalt/contracts/tokens/token-pricing';
import type { TokenPackage } from '@basalt/contracts/tokens/list-token-packages';
import { Check, Clock, ShieldCheck, Zap } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatWholeUsd } from '@/features/site';
import { formatNumber } from '@/lib/format';

type PurchaseCardProps = {
  bundle: TokenPackage;
  tokenExpiryDays: number;
  loading: boolean;
  disabled: boolean;
  onBuy: () => void;
};

export function PurchaseCard({ bundle, tokenExpiryDays, loading, disabled, onBuy }: PurchaseCardProps) {
  const perDollar = bundle.totalTokens / (bundle.amountUsdCents / 100);
  return (
    <article
      aria-label={`${bundle.label}: ${formatNumber(bundle.totalTokens)} tokens for ${formatWholeUsd(bundle.amountUsdCents)}`}
      className={cn(
        'relative flex flex-col gap-3 rounded-xl border bg-surface p-4',
        bundle.isPopular && 'border-accent ring-2 ring-accent/40',
      )}
    >
      {bundle.isPopular && (
        <span className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-accent px-3 py-0.5 text-xs font-bold text-accent-foreground">
          POPULAR
        </span>
      )}
      <h3 className="font-semibold">{bundle.label}</h3>
      <div>
        <p className="text-2xl font-bold">{formatNumber(bundle.totalTokens)}</p>
        <p className="text-xs text-muted-foreground">
          tokens
          {bundle.bonusTokens > 0 && (
            <span className="ml-1 font-medium text-accent-text">
              ({formatNumber(bundle.tokens)} + {formatNumber(bundle.bonusTokens)} bonus)
            </span>
          )}
        </p>
      </div>
      <p className="text-xl font-semibold">{formatWholeUsd(bundle.amountUsdCents)}</p>
      <p className="text-xs text-muted-foreground">
        {perDollar.toLocaleString('en-US', { maximumFractionDigits: 1 })} tokens per dollar
      </p>
      <ul className="flex flex-col gap-1 text-xs text-muted-foreground">
        <li className="flex items-center gap-1.5">
          <Zap size={12} aria-hidden="true" /> Instant delivery
        </li>
        <li className="flex items-center gap-1.5">
          <Clock size={12} aria-hidden="true" /> {expiryShortText(tokenExpiryDays)}
        </li>
        <li className="flex items-center gap-1.5">
          <ShieldCheck size={12} aria-hidden="true" /> Secure payment
        </li>
      </ul>
      <Button
        className="mt-auto"
        variant={bundle.isPopular ? 'primary' : 'secondary'}
        disabled={disabled}
        onClick={onBuy}
      >
        {loading ? (
          'Processing...'
        ) : (
          <>
            <Check size={14} aria-hidden="true" /> Buy Now
          </>
        )}
      </Button>
    </article>
  );
}
