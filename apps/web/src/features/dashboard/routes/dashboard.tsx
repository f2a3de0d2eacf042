import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Container } from '@/components/ui/container';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { usePageTitle } from '@/lib/use-page-title';
import { sessionQueryKey, useSession } from '@/features/auth';
import { TokenBalanceCard, TokenTransactionList } from '@/features/tokens';
import { useRecentConfigurations } from '../api/list-recent-configurations';
import { AuthErrorBanner, LoadErrorBanner } from '../components/dashboard-banners';
import { FeaturedAutomations } from '../components/featured-automations';
import { QuickLinks } from '../components/quick-links';
import { RecentConfigurations } from '../components/recent-configurations';
import { SubscriptionCard } from '../components/subscription-card';

/** /dashboard (spec: Dashboard): the signed-in user's start page. */
export function DashboardRoute() {
  usePageTitle('Dashboard');
  const { user } = useSession();
  const queryClient = useQueryClient();
  const configurations = useRecentConfigurations();
  // The session ended behind the page's back (expired, signed out elsewhere): offer to re-check it.
  const signedOutMeanwhile =
    configurations.error instanceof ApiError && configurations.error.code === 'UNAUTHENTICATED';

  return (
    <Container className="flex flex-col gap-8 py-10">
      {signedOutMeanwhile ? (
        <AuthErrorBanner onRetry={() => void queryClient.invalidateQueries({ queryKey: sessionQueryKey })} />
      ) : (
        configurations.isError && (
          <LoadErrorBanner
            message="Unable to load automations. Please try refreshing the page."
            onRetry={() => void configurations.refetch()}
          />
        )
      )}
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight">Welcome back, {user?.fullName ?? 'there'}</h1>
        <Link to="/marketplace" className={buttonStyles()}>
          Browse Marketplace
        </Link>
      </div>

      <section aria-labelledby="recent-heading" className="flex flex-col gap-4">
        <h2 id="recent-heading" className="text-xl font-semibold">
          My Recent Automations
        </h2>
        {configurations.isPending && <Spinner label="Loading your automations" className="py-8" />}
        {configurations.data && <RecentConfigurations configurations={configurations.data} />}
      </section>

      <div className="grid gap-6 lg:grid-cols-3">
        <TokenBalanceCard />
        <SubscriptionCard />
        <QuickLinks />
      </div>

      <Card className="p-6">
        <div className="mb-2 flex items-center justify-between">
          <h2 className="font-semibold">Recent Token Activity</h2>
          <Link to="/dashboard/tokens" className="text-sm font-medium text-accent-text hover:underline">
            View all
          </Link>
        </div>
        <TokenTransactionList limit={5} />
      </Card>

      {configurations.data?.length === 0 && <FeaturedAutomations />}
    </Container>
  );
}
