import { RUN_HISTORY_PAGE_SIZE, type Run } from '@basalt/contracts';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AlertBanner } from '@/components/ui/alert-banner';
import { Button, buttonStyles } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeading } from '@/components/ui/page-heading';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/features/auth';
import { ExportCsvLink } from '@/features/exports';
import { useTokenBalance } from '@/features/tokens';
import { usePageTitle } from '@/lib/use-page-title';
import { useDeleteRun } from '../api/delete-run';
import { useRun } from '../api/get-run';
import { useRuns } from '../api/list-runs';
import { HistoryFilters, type HistoryFilterValues } from '../components/history-filters';
import { HistoryStats } from '../components/history-stats';
import { HistoryTable } from '../components/history-table';
import { RerunDialog } from '../components/rerun-dialog';
import { RunDetailDialog } from '../components/run-detail-dialog';

const defaultFilters: HistoryFilterValues = { status: 'all', range: 'last_30_days' };

/** /automation-history: the user's runs with stats, filters, details, re-run and delete (spec §2); ?run=<id> opens one. */
export function AutomationHistoryRoute() {
  usePageTitle('My Automation Runs');
  const [filters, setFilters] = useState<HistoryFilterValues>(defaultFilters);
  const filtered = filters.status !== 'all' || filters.range !== 'last_30_days' || Boolean(filters.automationId);
  const [page, setPage] = useState(1);
  const runs = useRuns({ ...filters, page });
  const [viewing, setViewing] = useState<Run | null>(null);
  // ?run=<id> (the links in run e-mails and webhook deliveries) opens that run's details.
  const [params, setParams] = useSearchParams();
  const linkedRun = useRun(params.get('run')).data?.run ?? null;
  const [rerunning, setRerunning] = useState<Run | null>(null);
  const [deleting, setDeleting] = useState<Run | null>(null);
  const remove = useDeleteRun();
  const session = useSession();
  const balance = useTokenBalance().data ?? session.user?.tokenBalance ?? 0;

  return (
    <Container className="flex flex-col gap-6 py-10">
      <PageHeading title="My Automation Runs" description="Every run of the last 30 days by default, newest first." />
      <HistoryStats />
      <HistoryFilters
        value={filters}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      <ExportCsvLink path="/api/runs/export.csv" params={filters} what="runs" className="self-start" />
      {remove.isError && <AlertBanner>Failed to delete run</AlertBanner>}
      {runs.isPending && <Spinner label="Loading runs" className="py-16" />}
      {runs.isError && <AlertBanner>Failed to load automation history</AlertBanner>}
      {runs.data && runs.data.runs.length === 0 && filtered && (
        <EmptyState
          title="No runs match these filters"
          hint="Try another status, automation or date range."
          action={
            <Button
              size="sm"
              variant="secondary"
              onClick={() => {
                setFilters(defaultFilters);
                setPage(1);
              }}
            >
              Clear filters
            </Button>
          }
        />
      )}
      {runs.data && runs.data.runs.length === 0 && !filtered && (
        <EmptyState
          title="No runs yet"
          hint="Runs you start appear here with their status, cost and result."
          action={
            <Link to="/marketplace" className={buttonStyles({ size: 'sm' })}>
              Browse automations
            </Link>
          }
        />
      )}
      {runs.data && runs.data.runs.length > 0 && (
        <>
          <p className="text-sm text-muted-foreground">
            {runs.data.total} {runs.data.total === 1 ? 'run' : 'runs'}
          </p>
          <HistoryTable runs={runs.data.runs} onView={setViewing} onRerun={setRerunning} onDelete={setDeleting} />
          <Pagination page={page} pageSize={RUN_HISTORY_PAGE_SIZE} total={runs.data.total} onPageChange={setPage} />
        </>
      )}
      <RunDetailDialog
        run={viewing ?? linkedRun}
        onClose={() => {
          setViewing(null);
          if (params.has('run')) setParams({}, { replace: true });
        }}
      />
      <RerunDialog run={rerunning} balance={balance} onClose={() => setRerunning(null)} onStarted={setViewing} />
      <Dialog open={deleting !== null} onClose={() => setDeleting(null)} title="Delete this run?">
        <p className="text-sm">Deleting a run is permanent and its tokens are not refunded.</p>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setDeleting(null)}>
            Cancel
          </Button>
          <Button
            onClick={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
            disabled={remove.isPending}
          >
            Delete run
          </Button>
        </div>
      </Dialog>
    </Container>
  );
}
