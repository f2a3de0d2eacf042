import { Dialog } from '@/components/ui/dialog';
import { formatWholeUsd, useTokenPackages } from '@/features/site';
import { BuyTokensButton } from '@/features/tokens';
import { formatNumber } from '@/lib/format';

/**
 * Basalt sells no monthly plan to pick from, so "View Plans" explains how paying works and lists
 * the bundles with their prices from the same table as every other price (D1).
 */
export function PlansDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const packages = useTokenPackages();
  const expiryDays = packages.data?.tokenExpiryDays ?? 0;
  return (
    <Dialog open={open} onClose={onClose} title="Plans and pricing">
      <div className="flex flex-col gap-4 text-sm">
        <p>
          There is no monthly plan to choose: you buy tokens when you need them and each run costs the price shown on
          its automation page.{' '}
          {expiryDays > 0 ? `Tokens you buy expire ${expiryDays} days after purchase.` : 'Tokens you buy never expire.'}{' '}
          A team subscription, when your organisation has one, is set up with our team and shows on this card.
        </p>
        {packages.data && (
          <ul className="flex flex-col divide-y rounded-xl border" aria-label="Token bundles">
            {packages.data.packages.map((bundle) => (
              <li key={bundle.id} className="flex items-center justify-between gap-3 px-4 py-2">
                <span className="font-medium">{bundle.label}</span>
                <span className="text-muted-foreground">
                  {formatNumber(bundle.totalTokens)} tokens for {formatWholeUsd(bundle.amountUsdCents)}
                </span>
              </li>
            ))}
          </ul>
        )}
        <BuyTokensButton className="self-end" />
      </div>
    </Dialog>
  );
}
