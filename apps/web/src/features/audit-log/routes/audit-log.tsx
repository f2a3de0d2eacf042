import { adminActionLabels, adminActionTypes, type AdminActionType } from '@basalt/contracts';
import { AdminPage } from '@/components/layout/admin-page';
import { ExportCsvLink } from '@/features/exports';
import { AlertBanner } from '@/components/ui/alert-banner';
import { EmptyState } from '@/components/ui/empty-state';
import { FilterSelect } from '@/components/ui/filter-select';
import { ListStatus } from '@/components/ui/list-status';
import { ListToolbar } from '@/components/ui/list-toolbar';
import { Pagination } from '@/components/ui/pagination';
import { RefreshButton } from '@/components/ui/refresh-button';
import { useListSearch } from '@/lib/use-list-search';
import { usePageTitle } from '@/lib/use-page-title';
import { useAdminActions } from '../api/list-admin-actions';
import { AuditEntry } from '../components/audit-entry';

export function AuditLogRoute() {
  usePageTitle('Audit Log | Basalt');
  const { search, page, setPage, searchBox, filters, setFilter } = useListSearch({
    actionType: '' as AdminActionType | '',
  });
  const { actionType } = filters;
  const actions = useAdminActions({ q: search, actionType: actionType || undefined, page });
  const data = actions.data;

  return (
    <AdminPage
      title="Admin Audit Log"
      description="Every change an admin made, who made it and to whom."
      actions={
        <>
          <ExportCsvLink path="/api/admin/exports/audit-log" what="the audit log" />
          <RefreshButton query={actions} />
        </>
      }
    >
      <ListToolbar
        columns="sm:grid-cols-[1fr_16rem]"
        search={{
          ...searchBox,
          label: 'Search the audit log',
          placeholder: 'Search by admin, user, email or action...',
        }}
      >
        <FilterSelect label="Action type" value={actionType} onValueChange={(value) => setFilter('actionType', value)}>
          <option value="">All actions</option>
          {adminActionTypes.map((type) => (
            <option key={type} value={type}>
              {adminActionLabels[type]}
            </option>
          ))}
        </FilterSelect>
      </ListToolbar>
      <ListStatus
        query={actions}
        loadingLabel="Loading audit log"
        error={<AlertBanner>{actions.error?.message || 'Failed to load audit log'}</AlertBanner>}
        isEmpty={(list) => list.actions.length === 0}
        empty={<EmptyState title="No actions found" />}
      >
        {(list) => (
          <ol className="flex flex-col gap-3" aria-label="Admin actions">
            {list.actions.map((entry) => (
              <AuditEntry key={entry.id} entry={entry} />
            ))}
          </ol>
        )}
      </ListStatus>
      {data && <Pagination page={page} pageSize={data.pageSize} total={data.total} onPageChange={setPage} />}
    </AdminPage>
  );
}
