import type { MarketplaceAutomation } from '@basalt/contracts';
import { ArrowRight, Flame, Hexagon } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import {
  AutomationArtwork,
  automationPath,
  AutomationTrust,
  CategoryChip,
  formatAutomationCost,
} from '@/features/catalogue';
import { SuccessBadge } from './success-badge';

type MarketplaceCardProps = {
  automation: MarketplaceAutomation;
  signedIn: boolean;
  /** Spec: a signed-out click on a card asks the visitor to sign in. */
  onSignInRequired: (automation: MarketplaceAutomation) => void;
};

export function MarketplaceCard({ automation, signedIn, onSignInRequired }: MarketplaceCardProps) {
  const navigate = useNavigate();
  const path = automationPath(automation);
  const open = () => (signedIn ? navigate(path) : onSignInRequired(automation));

  return (
    <Card
      data-testid="marketplace-card"
      onClick={(event) => {
        // The name is a real link (for crawlers and new tabs); everything else follows the spec's click.
        if (!(event.target instanceof Element && event.target.closest('a, button'))) open();
      }}
      className="group flex w-full cursor-pointer flex-col overflow-hidden transition hover:-translate-y-0.5 hover:shadow-lg"
    >
      <div className="relative aspect-[16/9] overflow-hidden border-b bg-surface-muted">
        <AutomationArtwork imageUrl={automation.imageUrl} categoryName={automation.category?.name} />
        <div className="absolute inset-x-3 top-3 flex flex-wrap justify-between gap-2">
          {automation.isFeatured ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-accent px-2 py-0.5 text-xs font-semibold text-accent-foreground shadow">
              <Flame size={13} aria-hidden="true" /> Popular
            </span>
          ) : (
            <span />
          )}
          <SuccessBadge rate={automation.successRate} />
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        {automation.category && <CategoryChip name={automation.category.name} />}
        <h2 className="text-lg font-semibold tracking-tight">
          <Link to={path} className="rounded hover:underline focus-visible:outline-2 focus-visible:outline-ring">
            {automation.name}
          </Link>
        </h2>
        <p className="line-clamp-3 text-sm text-muted-foreground">{automation.description}</p>
        {/* The success rate is the badge on the picture. */}
        <AutomationTrust automation={automation} showSuccessRate={false} stacked />
        <div className="mt-auto flex flex-col gap-3 border-t pt-4">
          <p className="flex items-baseline justify-between gap-2 text-sm">
            <span className="shrink-0 text-muted-foreground">Cost per run</span>
            <span className="flex items-center gap-1.5 text-right font-semibold text-accent-text">
              <Hexagon size={14} aria-hidden="true" className="self-center" />
              {formatAutomationCost(automation)}
            </span>
          </p>
          {/* A real link, so it works before the app does and without it: to the automation, or for a
              visitor to sign-in and back. The app turns the visitor's into the spec's sign-in dialog;
              data-app-action makes a tap before the app wait for it (public/early-input.js). */}
          <Link
            to={signedIn ? path : `/login?${new URLSearchParams({ next: path })}`}
            data-app-action=""
            onClick={(event) => {
              event.preventDefault();
              open();
            }}
            className={buttonStyles({ size: 'sm', variant: signedIn ? 'primary' : 'secondary', className: 'w-full' })}
          >
            {signedIn ? 'Use Automation' : 'View Details'}
            <ArrowRight size={15} aria-hidden="true" />
          </Link>
        </div>
      </div>
    </Card>
  );
}
