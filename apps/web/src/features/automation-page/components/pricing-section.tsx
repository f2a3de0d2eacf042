import { runQuoteTokens, type AutomationDetail } from '@basalt/contracts';
import { expirySentence } from '@basalt/contracts/tokens/token-pricing';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatTokens } from '@/features/catalogue';
import { formatUsd, formatWholeUsd, usdPerToken, useTokenPackages } from '@/features/site';
import { formatNumber } from '@/lib/format';
import { PageSection } from './page-section';

/** What one unit of use costs in tokens and, at the bundles' rate, in dollars. */
function unitPrice(automation: AutomationDetail, perToken: number): string {
  const perRun = automation.tokenCostPerRun ?? 0;
  const perMinute = automation.tokenCostPerMinute ?? 0;
  switch (automation.pricingModel) {
    case null:
      return 'This automation is free to run.';
    case 'per_run':
      return `${formatTokens(perRun)} per run, about ${formatUsd(perRun * perToken)}.`;
    case 'per_minute':
      return `${formatTokens(perMinute)} per minute, about ${formatUsd(perMinute * perToken)}.`;
    case 'hybrid':
      return `${formatTokens(perRun)} per run plus ${formatTokens(perMinute)} per minute, about ${formatUsd(perRun * perToken)} plus ${formatUsd(perMinute * perToken)} a minute.`;
  }
}

/** How far a bundle goes with this automation. */
function usesPerBundle(automation: AutomationDetail, totalTokens: number): string | null {
  if (automation.pricingModel === 'per_minute') {
    const rate = automation.tokenCostPerMinute ?? 0;
    return rate > 0 ? `about ${formatNumber(Math.floor(totalTokens / rate))} minutes` : null;
  }
  const quote = runQuoteTokens(automation);
  return quote > 0 ? `about ${formatNumber(Math.floor(totalTokens / quote))} runs` : null;
}

export function PricingSection({ automation }: { automation: AutomationDetail }) {
  const query = useTokenPackages();
  return (
    <PageSection id="pricing" title="Pricing">
      {query.isPending && <Skeleton className="h-40 w-full" />}
      {query.isError && <p className="text-muted-foreground">Prices could not be loaded right now.</p>}
      {query.data && (
        <div className="flex flex-col gap-6">
          <p className="text-lg">{unitPrice(automation, usdPerToken(query.data.packages) ?? 0)}</p>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
            {query.data.packages.map((pack) => (
              <li key={pack.id} className="relative flex flex-col gap-1 rounded-2xl border bg-surface p-5">
                {pack.isPopular && (
                  <span className="absolute -top-2.5 right-4 rounded-full bg-accent px-2 py-0.5 text-xs font-semibold text-accent-foreground">
                    POPULAR
                  </span>
                )}
                <h3 className="font-semibold">{pack.label}</h3>
                <p className="text-2xl font-semibold">{formatWholeUsd(pack.amountUsdCents)}</p>
                <p className="text-sm">
                  {formatTokens(pack.totalTokens)}
                  {pack.bonusTokens > 0 && (
                    <span className="text-accent-text"> (+{formatNumber(pack.bonusTokens)} bonus)</span>
                  )}
                </p>
                {automation.pricingModel !== null && (
                  <p className="text-xs text-muted-foreground">{usesPerBundle(automation, pack.totalTokens)}</p>
                )}
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap items-center gap-4">
            <Link to="/dashboard/tokens" className={buttonStyles()}>
              Buy Tokens
            </Link>
            <p className="text-sm text-muted-foreground">
              {expirySentence(query.data.tokenExpiryDays)} No subscription; pay only for what you run.
            </p>
          </div>
        </div>
      )}
    </PageSection>
  );
}
