import type { LeadRequestStatus } from '@basalt/contracts';
import { AdminPage } from '@/components/layout/admin-page';
import { ExportCsvLink } from '@/features/exports';
import { AlertBanner } from '@/components/ui/alert-banner';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FilterSelect } from '@/components/ui/filter-select';
import { ListStatus } from '@/components/ui/list-status';
import { ListToolbar } from '@/components/ui/list-toolbar';
import { Pagination } from '@/components/ui/pagination';
import { useListSearch } from '@/lib/use-list-search';
import { usePageTitle } from '@/lib/use-page-title';
import { useLeadRequests } from '../api/list-lead-requests';
import { LeadCard, statusLabels } from '../components/lead-card';

type Kind = 'custom_automation' | 'call';

/** Custom automation and call requests from the public forms (DESIGN D10). */
export function LeadInboxRoute() {
  usePageTitle('Lead Inbox | Basalt');
  const {
    search,
    page,
    setPage,
    searchBox,
    filters: chosen,
    setFilter,
  } = useListSearch({
    status: 'new' as LeadRequestStatus | '',
    kind: '' as Kind | '',
  });
  const { status, kind } = chosen;
  const leads = useLeadRequests({ status: status || undefined, kind: kind || undefined, q: search, page });
  const data = leads.data;
  const filters: { value: LeadRequestStatus | ''; label: string }[] = [
    { value: 'new', label: `New (${data?.counts.new ?? 0})` },
    { value: 'in_progress', label: `${statusLabels.in_progress} (${data?.counts.in_progress ?? 0})` },
    { value: 'done', label: `Done (${data?.counts.done ?? 0})` },
    { value: '', label: 'All' },
  ];

  return (
    <AdminPage
      title="Lead Inbox"
      description="Custom automation and call requests sent from the public forms."
      actions={<ExportCsvLink path="/api/admin/exports/leads" what="leads" />}
    >
      <div className="flex flex-wrap gap-2" role="group" aria-label="Status">
        {filters.map((filter) => (
          <Button
            key={filter.value || 'all'}
            size="sm"
            variant={status === filter.value ? 'primary' : 'secondary'}
            aria-pressed={status === filter.value}
            onClick={() => setFilter('status', filter.value)}
          >
            {filter.label}
          </Button>
        ))}
      </div>
      <ListToolbar
        columns="sm:grid-cols-[1fr_14rem]"
        search={{ ...searchBox, label: 'Search requests', placeholder: 'Search by name, email, company or text...' }}
      >
        <FilterSelect label="Kind" value={kind} onValueChange={(value) => setFilter('kind', value)}>
          <option value="">All requests</option>
          <option value="custom_automation">Custom automation requests</option>
          <option value="call">Call requests</option>
        </FilterSelect>
      </ListToolbar>
      <ListStatus
        query={leads}
        loadingLabel="Loading requests"
        error={<AlertBanner>{leads.error?.message || 'Failed to load requests'}</AlertBanner>}
        isEmpty={(list) => list.leads.length === 0}
        empty={<EmptyState title="No requests found" hint="New requests from the public forms appear here." />}
      >
        {(list) => (
          <div className="flex flex-col gap-3">
            {list.leads.map((lead) => (
              <LeadCard key={lead.id} lead={lead} />
            ))}
          </div>
        )}
      </ListStatus>
      {data && <Pagination page={page} pageSize={data.pageSize} total={data.matching} onPageChange={setPage} />}
    </AdminPage>
  );
}
