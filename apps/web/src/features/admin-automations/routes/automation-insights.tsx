import type { GetAutomationInsightsResponse } from '@basalt/contracts';
import { Activity, Coins, Gauge, History, Pencil, Timer } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { AlertBanner } from '@/components/ui/alert-banner';
import { buttonStyles } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { LoadErrorPanel } from '@/components/ui/load-error-panel';
import { PageHeading } from '@/components/ui/page-heading';
import { Spinner } from '@/components/ui/spinner';
import { StatCard } from '@/components/ui/stat-card';
import { ApiError } from '@/lib/api-client';
import { formatNumber, formatPercent } from '@/lib/format';
import { usePageTitle } from '@/lib/use-page-title';
import { useAutomationInsights } from '../api/get-automation-insights';
import { LastRuns, runsExplorerPath, TopErrors, TopUsers } from '../components/automation-insights-lists';

// The charts library is large and only admins need it: it loads with the charts, not the app.
const AutomationInsightsCharts = lazy(() => import('../components/automation-insights-charts'));

const back = { to: '/admin/automations', label: 'Back to Manage Automations' };
const windowNote = 'The last 30 days (UTC). Revenue is tokens charged net of refunds, as on the dashboard.';

const duration = (ms: number | null) =>
  ms === null ? '—' : ms < 1000 ? `${formatNumber(ms)} ms` : `${formatNumber(Math.round(ms / 100) / 10)} s`;

function Figures({ insights }: { insights: GetAutomationInsightsResponse }) {
  const { totals, durations } = insights;
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <StatCard
        label="Runs"
        value={formatNumber(totals.runs)}
        hint={`${formatNumber(totals.failures)} failed`}
        icon={<Activity size={18} />}
      />
      <StatCard
        label="Success Rate"
        value={totals.successRate === null ? '—' : formatPercent(totals.successRate)}
        hint="Completed / finished runs"
        icon={<Gauge size={18} />}
      />
      <StatCard
        label="Revenue"
        value={`${formatNumber(totals.revenue)} tokens`}
        hint={`${formatNumber(totals.tokensCharged)} charged, ${formatNumber(totals.tokensRefunded)} refunded`}
        icon={<Coins size={18} />}
      />
      <StatCard
        label="Duration p50 / p95"
        value={`${duration(durations.p50Ms)} / ${duration(durations.p95Ms)}`}
        hint="Of the runs that finished"
        icon={<Timer size={18} />}
      />
    </div>
  );
}

/** /admin/automations/{id}: one automation's last 30 days, its errors, newest runs and heaviest users. */
export function AutomationInsightsRoute() {
  const { id = '' } = useParams();
  const insights = useAutomationInsights(id);
  usePageTitle(`${insights.data?.automation.name ?? 'Automation'} numbers | Basalt`);

  if (insights.isPending) return <Spinner label="Loading the automation's numbers" className="py-24" />;
  if (insights.isError) {
    const notFound = insights.error instanceof ApiError && insights.error.code === 'NOT_FOUND';
    return (
      <Container className="flex flex-col gap-6 py-10">
        <PageHeading title="Automation numbers" back={back} />
        {notFound ? (
          <AlertBanner>Automation not found</AlertBanner>
        ) : (
          <LoadErrorPanel
            message="Failed to load the automation's numbers"
            retrying={insights.isFetching}
            onRetry={() => void insights.refetch()}
          />
        )}
      </Container>
    );
  }
  const data = insights.data;
  return (
    <Container className="flex flex-col gap-8 py-10">
      <PageHeading
        title={data.automation.name}
        description={windowNote}
        back={back}
        actions={
          <>
            <Link to={runsExplorerPath(id)} className={buttonStyles({ variant: 'secondary', size: 'sm' })}>
              <History size={16} aria-hidden="true" />
              Runs
            </Link>
            <Link to={`/admin/automation/edit/${id}`} className={buttonStyles({ variant: 'secondary', size: 'sm' })}>
              <Pencil size={16} aria-hidden="true" />
              Edit
            </Link>
          </>
        }
      />
      <Figures insights={data} />
      <Suspense fallback={<Spinner label="Loading charts" className="h-64" />}>
        <AutomationInsightsCharts days={data.days} />
      </Suspense>
      <div className="grid gap-8 lg:grid-cols-2">
        <TopErrors insights={data} />
        <TopUsers insights={data} />
      </div>
      <LastRuns insights={data} />
    </Container>
  );
}
