import { purchaseStatuses, type PurchaseStatus } from '@basalt/contracts';
import { AdminPage } from '@/components/layout/admin-page';
import { AlertBanner } from '@/components/ui/alert-banner';
import { EmptyState } from '@/components/ui/empty-state';
import { FilterSelect } from '@/components/ui/filter-select';
import { DateRangeFilter } from '@/components/ui/date-range-filter';
import { ListStatus } from '@/components/ui/list-status';
import { ListToolbar } from '@/components/ui/list-toolbar';
import { Pagination } from '@/components/ui/pagination';
import { ExportCsvLink } from '@/features/exports';
import { formatCount, formatUsd } from '@/lib/format';
import { useListSearch } from '@/lib/use-list-search';
import { usePageTitle } from '@/lib/use-page-title';
import { useAdminPurchases } from '../api/list-admin-purchases';
import { PurchasesList, purchaseStatusNames } from '../components/purchases-list';

/** Every checkout for reconciling card payments: completed, pending, declined and abandoned ones. */
export function PurchasesRoute() {
  usePageTitle('Purchases | Basalt');
  const { search, page, setPage, searchBox, filters, setFilter } = useListSearch({
    status: 'all' as PurchaseStatus | 'all',
    from: '',
    to: '',
  });
  const purchases = useAdminPurchases({
    q: search,
    status: filters.status === 'all' ? undefined : filters.status,
    from: filters.from || undefined,
    to: filters.to || undefined,
    page,
  });
  const data = purchases.data;
  return (
    <AdminPage
      title="Purchases"
      description="Every token purchase, declined and abandoned checkouts included."
      actions={<ExportCsvLink path="/api/admin/exports/purchases" what="purchases" />}
    >
      <ListToolbar
        columns="sm:grid-cols-2 lg:grid-cols-[1fr_12rem_10rem_10rem]"
        search={{ ...searchBox, label: 'Search by buyer', placeholder: 'Search by e-mail or name...' }}
      >
        <FilterSelect label="Status" value={filters.status} onValueChange={(v) => setFilter('status', v)}>
          <option value="all">All statuses</option>
          {purchaseStatuses.map((status) => (
            <option key={status} value={status}>
              {purchaseStatusNames[status]}
            </option>
          ))}
        </FilterSelect>
        <DateRangeFilter label="Bought" from={filters.from} to={filters.to} onChange={setFilter} />
      </ListToolbar>
      <ListStatus
        query={purchases}
        loadingLabel="Loading purchases"
        error={<AlertBanner>{purchases.error?.message || 'Failed to load purchases'}</AlertBanner>}
        isEmpty={(list) => list.purchases.length === 0}
        empty={<EmptyState title="No purchases found" hint="Try adjusting your search or filters" />}
      >
        {(list) => <PurchasesList purchases={list.purchases} />}
      </ListStatus>
      {data && data.matching > 0 && (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-muted-foreground">
            {formatCount(data.matching, 'purchase')} · {formatUsd(data.completedUsdCents / 100)} completed
          </p>
          <Pagination page={page} pageSize={data.pageSize} total={data.matching} onPageChange={setPage} />
        </div>
      )}
    </AdminPage>
  );
}
