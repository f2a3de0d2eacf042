import { runStatuses, type RunStatus } from '@basalt/contracts';
import { AdminPage } from '@/components/layout/admin-page';
import { AlertBanner } from '@/components/ui/alert-banner';
import { EmptyState } from '@/components/ui/empty-state';
import { ExportCsvLink } from '@/features/exports';
import { FilterSelect } from '@/components/ui/filter-select';
import { DateRangeFilter } from '@/components/ui/date-range-filter';
import { ListStatus } from '@/components/ui/list-status';
import { ListToolbar } from '@/components/ui/list-toolbar';
import { Pagination } from '@/components/ui/pagination';
import { RefreshButton } from '@/components/ui/refresh-button';
import { formatCount, formatNumber } from '@/lib/format';
import { useAddressDialog } from '@/lib/use-address-dialog';
import { useListSearch } from '@/lib/use-list-search';
import { usePageTitle } from '@/lib/use-page-title';
import { useAdminRuns, useRunAutomationChoices } from '../api/list-admin-runs';
import { AdminRunDialog } from '../components/admin-run-dialog';
import { AdminRunsTable } from '../components/admin-runs-table';
import { runStatusNames } from '../components/run-status';

/** Every user's runs for support: find a run by user, automation, status or day, read it, cancel it. */
export function AdminRunsRoute() {
  usePageTitle('Runs | Basalt');
  const { search, page, setPage, searchBox, filters, setFilter } = useListSearch({
    status: 'all' as RunStatus | 'all',
    automationId: '',
    from: '',
    to: '',
  });
  const [viewing, setViewing] = useAddressDialog('run');
  const automations = useRunAutomationChoices();
  const runs = useAdminRuns({
    user: search,
    status: filters.status,
    automationId: filters.automationId || undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
    page,
  });
  const data = runs.data;
  return (
    <AdminPage
      title="Runs"
      description="Every user's runs: find one, read its input, output, log and tokens, or cancel it."
      actions={
        <>
          <ExportCsvLink path="/api/admin/exports/runs" what="runs" />
          <RefreshButton query={runs} />
        </>
      }
    >
      <ListToolbar
        columns="sm:grid-cols-2 lg:grid-cols-[1fr_12rem_12rem_10rem_10rem]"
        search={{ ...searchBox, label: 'Search by user e-mail', placeholder: 'Search by user e-mail...' }}
      >
        <FilterSelect
          label="Automation"
          value={filters.automationId}
          onValueChange={(v) => setFilter('automationId', v)}
        >
          <option value="">All automations</option>
          {automations.data?.map((automation) => (
            <option key={automation.id} value={automation.id}>
              {automation.name}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect label="Status" value={filters.status} onValueChange={(v) => setFilter('status', v)}>
          <option value="all">All statuses</option>
          {runStatuses.map((status) => (
            <option key={status} value={status}>
              {runStatusNames[status]}
            </option>
          ))}
        </FilterSelect>
        <DateRangeFilter label="Started" from={filters.from} to={filters.to} onChange={setFilter} />
      </ListToolbar>
      <ListStatus
        query={runs}
        loadingLabel="Loading runs"
        error={<AlertBanner>{runs.error?.message || 'Failed to load runs'}</AlertBanner>}
        isEmpty={(list) => list.runs.length === 0}
        empty={<EmptyState title="No runs found" hint="Try adjusting your search or filters" />}
      >
        {(list) => <AdminRunsTable runs={list.runs} onView={(row) => setViewing(row.id)} />}
      </ListStatus>
      {data && (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-muted-foreground">
            Showing {formatNumber(data.runs.length)} of {formatCount(data.total, 'run')}
          </p>
          <Pagination page={page} pageSize={data.pageSize} total={data.total} onPageChange={setPage} />
        </div>
      )}
      {viewing && <AdminRunDialog runId={viewing} onClose={() => setViewing(null)} />}
    </AdminPage>
  );
}
