import { expirySentence } from '@basalt/contracts/tokens/token-pricing';
import type { TokenPackage } from '@basalt/contracts/tokens/list-token-packages';
import { Gift } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/features/auth';
import { useTokenPackages } from '@/features/site';
import { useCreateCheckoutSession } from '../api/create-checkout-session';
import { useTokenBalance } from '../api/get-token-balance';
import { formatNumber } from '@/lib/format';
import { PurchaseCard } from './purchase-card';

type BuyTokensDialogProps = { open: boolean; onClose: () => void };

/** Spec's purchase errors: the server's message, or the fixed fallbacks. */
function purchaseError(error: unknown): string {
  if (error instanceof ApiError && error.code === 'UNAUTHENTICATED') return 'No valid session found';
  if (error instanceof Error && error.message) return error.message;
  return 'Failed to start checkout. Please try again.';
}

/** 'Bigger bundles earn bonus tokens: +5% on Truckload, +7% on Shipment', from the packages table. */
function bonusBanner(packages: readonly TokenPackage[]): string | null {
  const withBonus = packages.filter((p) => p.bonusTokens > 0);
  if (withBonus.length === 0) return null;
  const parts = withBonus.map((p) => `+${Math.round((p.bonusTokens / p.tokens) * 100)}% on ${p.label}`);
  return `Bigger bundles earn bonus tokens: ${parts.join(', ')}.`;
}

export function BuyTokensDialog({ open, onClose }: BuyTokensDialogProps) {
  const { user } = useSession();
  const packages = useTokenPackages();
  const balance = useTokenBalance({ enabled: open && user !== null });
  const checkout = useCreateCheckoutSession();
  const [loadingId, setLoadingId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const buy = (bundle: TokenPackage) => {
    if (!user) {
      setError('You must be logged in to purchase tokens');
      return;
    }
    setError(null);
    setLoadingId(bundle.id);
    checkout.mutate(
      { packageId: bundle.id, returnPath: `${window.location.pathname}${window.location.search}` },
      {
        onSuccess: (url) => window.location.assign(url),
        onError: (cause) => {
          setError(purchaseError(cause));
          setLoadingId(null);
        },
      },
    );
  };

  const banner = packages.data ? bonusBanner(packages.data.packages) : null;
  return (
    <Dialog open={open} onClose={onClose} title="Buy Tokens" className="max-h-[92vh] max-w-5xl overflow-y-auto">
      <div className="-mt-3 flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-sm text-muted-foreground">Power your automations with tokens</p>
        {user && (
          <p className="text-sm">
            Current balance:{' '}
            <span className="font-semibold">
              {balance.data === undefined ? '…' : `${formatNumber(balance.data)} tokens`}
            </span>
          </p>
        )}
      </div>
      {error && (
        <p role="alert" className="rounded-lg border border-danger/40 bg-danger/10 px-4 py-3 text-sm text-danger">
          {error}
        </p>
      )}
      {packages.isPending && <Spinner label="Loading token packages" className="py-10" />}
      {packages.isError && <p className="text-sm text-danger">Failed to load token packages. Please try again.</p>}
      {packages.data && (
        <>
          <div className="grid gap-4 pt-3 sm:grid-cols-2 lg:grid-cols-5">
            {packages.data.packages.map((bundle) => (
              <PurchaseCard
                key={bundle.id}
                bundle={bundle}
                tokenExpiryDays={packages.data.tokenExpiryDays}
                loading={loadingId === bundle.id}
                disabled={loadingId !== null}
                onBuy={() => buy(bundle)}
              />
            ))}
          </div>
          {banner && (
            <p className="flex items-center gap-2 rounded-lg bg-accent/10 px-4 py-3 text-sm font-medium text-accent-text">
              <Gift size={16} aria-hidden="true" /> {banner}
            </p>
          )}
          <footer className="flex flex-wrap items-center justify-between gap-2 border-t pt-4 text-xs text-muted-foreground">
            <p>{expirySentence(packages.data.tokenExpiryDays)} Secure payment by card through our payment provider.</p>
            <Link to="/faq" className="font-medium text-accent-text hover:underline" onClick={onClose}>
              Questions? Read the FAQ
            </Link>
          </footer>
        </>
      )}
    </Dialog>
  );
}
