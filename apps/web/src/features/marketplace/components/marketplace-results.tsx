import type { MarketplaceAutomation } from '@basalt/contracts';
import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonStyles } from '@/components/ui/button';
import { LoadErrorPanel } from '@/components/ui/load-error-panel';
import { AutomationCardSkeleton } from '@/features/catalogue';
import { cn } from '@/lib/cn';
import type { useMarketplacePages } from '../api/list-marketplace-page';
import { MarketplaceCard } from './marketplace-card';

/** Spec §9: the marketplace shows 8 placeholder cards while it loads. */
const SKELETON_CARDS = 8;
const grid = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

type ResultsProps = {
  query: ReturnType<typeof useMarketplacePages>;
  signedIn: boolean;
  onSignInRequired: (automation: MarketplaceAutomation) => void;
  onClearFilters: () => void;
  /** What the visitor typed, to say it found nothing when the results are for corrected words. */
  searchText: string;
};

export function MarketplaceResults({ query, signedIn, onSignInRequired, onClearFilters, searchText }: ResultsProps) {
  if (query.isPending) {
    return (
      <div className={grid} aria-busy="true">
        <span role="status" className="sr-only">
          Loading automations…
        </span>
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <AutomationCardSkeleton key={index} />
        ))}
      </div>
    );
  }
  if (query.isError) return <LoadErrorPanel retrying={query.isFetching} onRetry={() => void query.refetch()} />;

  const automations = query.data.pages.flatMap((page) => page.automations);
  const total = query.data.pages[0]?.total ?? 0;
  // Placeholder data is the previous search's: its correction is not for the words now typed.
  const correctedQuery = query.isPlaceholderData ? null : query.data.pages[0]?.correctedQuery;
  if (automations.length === 0) {
    return (
      <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed bg-surface px-6 py-16 text-center">
        <SearchX size={32} className="text-muted-foreground" aria-hidden="true" />
        <h2 className="text-xl font-semibold">No automations found</h2>
        <p className="text-muted-foreground">Try other words or another category.</p>
        <div className="flex gap-2">
          <Button variant="secondary" onClick={onClearFilters}>
            Clear Filters
          </Button>
          <Link to="/marketplace" className={buttonStyles()}>
            Browse All
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-8">
      <div aria-live="polite" className="flex flex-col gap-1">
        {correctedQuery && (
          // Honest about the correction: what was typed found nothing, these are for the corrected words.
          <p data-testid="corrected-query">
            No automations match “{searchText.trim()}”. Showing results for “
            <strong className="font-semibold">{correctedQuery}</strong>”.
          </p>
        )}
        <p className="text-sm text-muted-foreground">{total === 1 ? '1 automation' : `${total} automations`}</p>
      </div>
      <ul className={cn(grid, query.isPlaceholderData && 'opacity-60 transition-opacity')}>
        {automations.map((automation) => (
          <li key={automation.id} className="flex">
            <MarketplaceCard automation={automation} signedIn={signedIn} onSignInRequired={onSignInRequired} />
          </li>
        ))}
      </ul>
      {query.hasNextPage && (
        <Button
          variant="secondary"
          className="self-center"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? 'Loading…' : 'Load more'}
        </Button>
      )}
    </div>
  );
}
