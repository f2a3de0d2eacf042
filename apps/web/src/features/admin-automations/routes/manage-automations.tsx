import type { AdminAutomationRow, AutomationStatus } from '@basalt/contracts';
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
import { BulkActionsBar } from '../components/bulk-actions-bar';
import { HealthThresholdsForm } from '../components/health-thresholds-form';
import { PauseAutomationForm } from '../components/pause-automation-form';
import { PausedAutomationsPanel } from '../components/paused-automation-panel';

export function ManageAutomationsRoute() {
  usePageTitle('Manage Automations | Basalt');
  // One page holds every automation, so the hook's page is not used here.
  const { search, searchBox, filters, setFilter } = useListSearch({
    status: '' as AutomationStatus | '',
    categoryId: '',
  });
  const { status, categoryId } = filters;
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const list = useAdminAutomations({
    q: search,
    status: status || undefined,
    categoryId: categoryId || undefined,
  });
  const categories = useCategories();
  const deleteOne = useDeleteAutomation();
  const bulkDelete = useBulkDeleteAutomations();
  const bulkStatus = useBulkUpdateAutomationStatus();

  const rows = list.data?.automations ?? [];
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

  const remove = (row: AdminAutomationRow) => {
    if (!window.confirm(`Are you sure you want to delete "${row.name}"? This action cannot be undone.`)) return;
    deleteOne.mutate(row.id, {
      onSuccess: () => toast.success(`Deleted "${row.name}"`),
      onError: () => window.alert('Failed to delete automation. Please try again.'),
    });
  };
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
    const count = visibleSelected.length;
    if (count === 0) return window.alert('Please select at least one automation to delete.');
    if (
      !window.confirm(
        `Are you sure you want to delete ${formatCount(count, 'automation')}? This action cannot be undone.`,
      )
    )
      return;
    bulkDelete.mutate(visibleSelected, {
      onSuccess: ({ deleted }) => {
        toast.success(`Deleted ${formatCount(deleted, 'automation')}`);
        setSelected(new Set());
      },
      onError: () => window.alert('Failed to delete some automations. Please try again.'),
    });
  };

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
        <FilterSelect label="Category" value={categoryId} onValueChange={(value) => setFilter('categoryId', value)}>
          <option value="">All categories</option>
          {(categories.data ?? []).map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </FilterSelect>
      </ListToolbar>
      <PausedAutomationsPanel automations={rows} />
      <PauseAutomationForm automations={rows} />
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
          />
        )}
      </ListStatus>
      {list.data && (
        <p className="text-sm text-muted-foreground">
          Showing {formatNumber(rows.length)} of {formatCount(list.data.total, 'automation')}
        </p>
      )}
      <HealthThresholdsForm />
    </AdminPage>
  );
}
