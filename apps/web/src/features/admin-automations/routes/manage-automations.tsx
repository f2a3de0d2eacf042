import type { AdminAutomationRow, AdminAutomationSort, AutomationStatus, SortOrder } from '@basalt/contracts';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { AdminPage } from '@/components/layout/admin-page';
import { buttonStyles } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FilterSelect } from '@/components/ui/filter-select';
import { LoadErrorPanel } from '@/components/ui/load-error-panel';
import { ListStatus } from '@/components/ui/list-status';
import { ListToolbar } from '@/components/ui/list-toolbar';
import { Tabs } from '@/components/ui/tabs';
import { useCategories } from '@/features/catalogue';
import { formatCount, formatNumber } from '@/lib/format';
import { useListSearch } from '@/lib/use-list-search';
import { usePageTitle } from '@/lib/use-page-title';
import { useBulkDeleteAutomations } from '../api/bulk-delete-automations';
import { useBulkUpdateAutomationStatus } from '../api/bulk-update-automation-status';
import { useDeleteAutomation } from '../api/delete-automation';
import { useAdminAutomations } from '../api/list-admin-automations';
import { statusOptions } from '../components/automation-status-badge';
import { AutomationsTable } from '../components/automations-table';
import { AutomationTrash } from '../components/automation-trash';
import { BulkActionsBar } from '../components/bulk-actions-bar';
import { DeleteAutomationsDialog } from '../components/delete-automations-dialog';
import { HealthThresholdsForm } from '../components/health-thresholds-form';
import { PauseAutomationForm } from '../components/pause-automation-form';
import { PausedAutomationsPanel } from '../components/paused-automation-panel';
import { SortSelect } from '../components/sort-select';

const views = [
  { value: 'automations', label: 'Automations' },
  { value: 'trash', label: 'Trash' },
] as const;
type View = (typeof views)[number]['value'];

export function ManageAutomationsRoute() {
  usePageTitle('Manage Automations | Basalt');
  const [view, setView] = useState<View>('automations');
  // One page holds every automation, so the hook's page is not used here.
  const { search, searchBox, filters, setFilter, setFilters } = useListSearch({
    status: '' as AutomationStatus | '',
    categoryId: '',
    sort: 'created' as AdminAutomationSort,
    order: 'desc' as SortOrder,
  });
  const { status, categoryId, sort, order } = filters;
  const [selected, setSelected] = useState<Set<string>>(new Set());
  /** What the delete dialog asks about: one row's Delete, or the selection's Delete Selected. */
  const [deleting, setDeleting] = useState<{ rows: AdminAutomationRow[]; bulk: boolean } | null>(null);
  const list = useAdminAutomations({
    q: search,
    status: status || undefined,
    categoryId: categoryId || undefined,
    sort,
    order,
  });
  // A new column starts with its highest figures; the same column again turns the order round.
  const sortBy = (column: AdminAutomationSort) =>
    setFilters({ sort: column, order: column === sort && order === 'desc' ? 'asc' : 'desc' });
  const categories = useCategories();
  const deleteOne = useDeleteAutomation();
  const bulkDelete = useBulkDeleteAutomations();
  const bulkStatus = useBulkUpdateAutomationStatus();

  const rows = list.data?.automations ?? [];
  // Pausing and resuming are not limited to what the search and filters show.
  const everyAutomation = useAdminAutomations({}).data?.automations ?? [];
  const visibleSelected = rows.filter((row) => selected.has(row.id)).map((row) => row.id);

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleAll = () =>
    setSelected(visibleSelected.length === rows.length ? new Set() : new Set(rows.map((row) => row.id)));

  const remove = (row: AdminAutomationRow) => setDeleting({ rows: [row], bulk: false });
  const setStatusOfSelected = (next: AutomationStatus) => {
    if (visibleSelected.length === 0) return window.alert('Please select at least one automation to update.');
    bulkStatus.mutate(
      { ids: visibleSelected, status: next },
      {
        onSuccess: ({ updated }) => {
          toast.success(`Updated ${formatCount(updated, 'automation')}`);
          setSelected(new Set());
        },
        onError: () => window.alert('Failed to update some automations. Please try again.'),
      },
    );
  };
  const deleteSelected = () => {
    if (visibleSelected.length === 0) return window.alert('Please select at least one automation to delete.');
    setDeleting({ rows: rows.filter((row) => selected.has(row.id)), bulk: true });
  };
  const closeDelete = () => {
    setDeleting(null);
    deleteOne.reset();
    bulkDelete.reset();
  };
  const confirmDelete = () => {
    if (!deleting) return;
    const done = (deleted: number) => {
      const [only] = deleting.rows;
      toast.success(
        deleting.bulk || !only
          ? `Moved ${formatCount(deleted, 'automation')} to the trash`
          : `Moved "${only.name}" to the trash`,
      );
      if (deleting.bulk) setSelected(new Set());
      closeDelete();
    };
    if (deleting.bulk) {
      bulkDelete.mutate(
        deleting.rows.map((row) => row.id),
        { onSuccess: ({ deleted }) => done(deleted) },
      );
    } else {
      deleteOne.mutate(deleting.rows[0]!.id, { onSuccess: ({ deleted }) => done(deleted) });
    }
  };
  const deleteError = deleting?.bulk
    ? bulkDelete.error && 'Failed to delete some automations. Please try again.'
    : deleteOne.error && 'Failed to delete automation. Please try again.';

  return (
    <AdminPage
      title="Manage Automations"
      description="Search, publish, archive and edit every automation in the catalogue."
      actions={
        <Link to="/admin/automation/new" className={buttonStyles()}>
          <Plus size={16} aria-hidden="true" />
          Create New Automation
        </Link>
      }
    >
      <Tabs label="Automations or trash" tabs={views} value={view} onChange={setView}>
        {view === 'trash' ? (
          <AutomationTrash />
        ) : (
          <div className="flex flex-col gap-6">
            <ListToolbar
              columns="sm:grid-cols-[1fr_12rem_14rem]"
              search={{ ...searchBox, label: 'Search automations', placeholder: 'Search by name or description...' }}
            >
              <FilterSelect label="Status" value={status} onValueChange={(value) => setFilter('status', value)}>
                <option value="">All statuses</option>
                {statusOptions.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </FilterSelect>
              <FilterSelect
                label="Category"
                value={categoryId}
                onValueChange={(value) => setFilter('categoryId', value)}
              >
                <option value="">All categories</option>
                {(categories.data ?? []).map((category) => (
                  <option key={category.id} value={category.id}>
                    {category.name}
                  </option>
                ))}
              </FilterSelect>
              <SortSelect sort={sort} order={order} onChange={(next) => setFilters(next)} />
            </ListToolbar>
            <PausedAutomationsPanel automations={everyAutomation} />
            <PauseAutomationForm automations={everyAutomation} />
            {visibleSelected.length > 0 && (
              <BulkActionsBar
                count={visibleSelected.length}
                busy={bulkStatus.isPending || bulkDelete.isPending}
                onSetStatus={setStatusOfSelected}
                onDelete={deleteSelected}
              />
            )}
            <ListStatus
              query={list}
              loadingLabel="Loading automations"
              error={
                <LoadErrorPanel
                  message="Failed to load automations"
                  retrying={list.isFetching}
                  onRetry={() => void list.refetch()}
                />
              }
              isEmpty={() => rows.length === 0}
              empty={<EmptyState title="No automations found" hint="Try adjusting your search or filters" />}
            >
              {() => (
                <AutomationsTable
                  automations={rows}
                  selected={selected}
                  onToggle={toggle}
                  onToggleAll={toggleAll}
                  onDelete={remove}
                  sort={sort}
                  order={order}
                  onSort={sortBy}
                />
              )}
            </ListStatus>
            {list.data && (
              <p className="text-sm text-muted-foreground">
                Showing {formatNumber(rows.length)} of {formatCount(list.data.total, 'automation')}. The 30-day figures
                count the runs started in the last 30 days (UTC); revenue is tokens charged net of refunds.
              </p>
            )}
          </div>
        )}
      </Tabs>
      <DeleteAutomationsDialog
        automations={deleting?.rows ?? null}
        busy={deleteOne.isPending || bulkDelete.isPending}
        error={deleteError || undefined}
        onConfirm={confirmDelete}
        onClose={closeDelete}
      />
      <HealthThresholdsForm />
    </AdminPage>
  );
}
