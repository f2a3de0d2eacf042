import type { TokenPackage } from '@basalt/contracts/tokens/list-token-packages';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { formatUsd, useTokenPackages } from '@/features/site';
import { useCreateCheckoutSession } from '@/features/tokens';
import { formatNumber } from '@/lib/format';

type QuickPurchaseDialogProps = { open: boolean; onClose: () => void; needed: number; balance: number };

/** Spec: the first 4 packages; the smallest that covers the shortfall is recommended, else the first. */
export function recommendedPackage(packages: TokenPackage[], shortfall: number): TokenPackage | undefined {
  return packages.find((bundle) => bundle.totalTokens >= shortfall) ?? packages[0];
}

/** Opened by the run gate when the balance is below the quote. */
export function QuickPurchaseDialog({ open, onClose, needed, balance }: QuickPurchaseDialogProps) {
  const packages = useTokenPackages();
  const checkout = useCreateCheckoutSession();
  const [error, setError] = useState<string | null>(null);
  const shortfall = Math.max(0, needed - balance);
  const offered = (packages.data?.packages ?? []).slice(0, 4);
  const recommended = recommendedPackage(offered, shortfall);

  const buy = (bundle: TokenPackage) => {
    setError(null);
    checkout.mutate(
      { packageId: bundle.id, returnPath: `${window.location.pathname}${window.location.search}` },
      {
        onSuccess: (url) => window.location.assign(url),
        onError: (cause) => setError(cause.message || 'Failed to start checkout. Please try again.'),
      },
    );
  };

  return (
    <Dialog open={open} onClose={onClose} title="Get more tokens" className="max-w-lg">
      <p className="text-sm">
        This run needs <strong>{formatNumber(needed)}</strong> tokens and your balance is{' '}
        <strong>{formatNumber(balance)}</strong>. You need {formatNumber(shortfall)} more.
      </p>
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      {packages.isPending && <Spinner label="Loading token packages" className="py-6" />}
      <ul className="flex flex-col gap-2">
        {offered.map((bundle) => (
          <li
            key={bundle.id}
            className={`flex items-center justify-between gap-3 rounded-xl border p-3 ${bundle.id === recommended?.id ? 'border-accent ring-1 ring-accent' : ''}`}
          >
            <div>
              <p className="font-medium">
                {bundle.label} · {formatNumber(bundle.totalTokens)} tokens
                {bundle.id === recommended?.id && <span className="ml-2 text-xs text-accent-text">Recommended</span>}
              </p>
              <p className="text-sm text-muted-foreground">{formatUsd(bundle.amountUsdCents / 100)}</p>
            </div>
            <Button
              size="sm"
              variant={bundle.id === recommended?.id ? 'primary' : 'secondary'}
              disabled={checkout.isPending}
              onClick={() => buy(bundle)}
            >
              {checkout.isPending && checkout.variables?.packageId === bundle.id ? 'Processing...' : 'Buy Now'}
            </Button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
