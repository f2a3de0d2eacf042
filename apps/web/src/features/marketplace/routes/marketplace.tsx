import { pageMeta, type MarketplaceAutomation } from '@basalt/contracts';
import { useCallback, useState } from 'react';
import { Container } from '@/components/ui/container';
import { useSession } from '@/features/auth';
import { usePageTitle } from '@/lib/use-page-title';
import { useMarketplacePages } from '../api/list-marketplace-page';
import { MarketplaceResults } from '../components/marketplace-results';
import { MarketplaceToolbar } from '../components/marketplace-toolbar';
import { SignInDialog } from '../components/sign-in-dialog';
import { useMarketplaceParams } from '../hooks/use-marketplace-params';

/** /marketplace and /browse. */
export function MarketplaceRoute() {
  usePageTitle(pageMeta.marketplace.title);
  const { user } = useSession();
  const { filters, update } = useMarketplaceParams();
  const query = useMarketplacePages(filters);
  const [signInFor, setSignInFor] = useState<MarketplaceAutomation | null>(null);
  // Typing replaces the history entry; a search then a category then Back returns to the search.
  const onSearch = useCallback((q: string) => update({ q }, { replace: true }), [update]);

  return (
    <section className="py-12">
      <Container className="flex flex-col gap-8">
        <div className="max-w-2xl">
          <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">Automation Marketplace</h1>
          <p className="mt-3 text-muted-foreground">
            Ready-made automations, priced per run. Find one, see the price, and run it in minutes.
          </p>
        </div>
        <MarketplaceToolbar filters={filters} onChange={update} onSearch={onSearch} />
        <MarketplaceResults
          query={query}
          signedIn={user !== null}
          onSignInRequired={setSignInFor}
          onClearFilters={() => update({ q: '', category: '' })}
          searchText={filters.q}
        />
      </Container>
      <SignInDialog automation={signInFor} onClose={() => setSignInFor(null)} />
    </section>
  );
}
