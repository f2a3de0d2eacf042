import type { AdminAutomationRow, AutomationStatus } from '@basalt/contracts';
import { Plus, Search } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { buttonStyles } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { inputStyles } from '@/components/ui/form-field';
import { LoadErrorPanel } from '@/components/ui/load-error-panel';
import { Container } from '@/components/ui/container';
import { PageHeading } from '@/components/ui/page-heading';
import { Spinner } from '@/components/ui/spinner';
import { useCategories } from '@/features/catalogue';
import { usePageTitle } from '@/lib/use-page-title';
import { useBulkDeleteAutomations } from '../api/bulk-delete-automations';
import { useBulkUpdateAutomationStatus } from '../api/bulk-update-automation-status';
import { useDeleteAutomation } from '../api/delete-automation';
import { useAdminAutomations } from '../api/list-admin-automations';
import { statusOptions } from '../components/automation-status-badge';
import { AutomationsTable } from '../components/automations-table';
import { BulkActionsBar } from '../components/bulk-actions-bar';

export function ManageAutomationsRoute() {
  usePageTitle('Manage Automations | Basalt');
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<AutomationStatus | ''>('');
  const [categoryId, setCategoryId] = useState('');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const search = useDeferredValue(q.trim());
  const list = useAdminAutomations({
    q: search || undefined,
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
          toast.success(`Updated ${updated} automation(s)`);
          setSelected(new Set());
        },
        onError: () => window.alert('Failed to update some automations. Please try again.'),
      },
    );
  };
  const deleteSelected = () => {
    const count = visibleSelected.length;
    if (count === 0) return window.alert('Please select at least one automation to delete.');
    if (!window.confirm(`Are you sure you want to delete ${count} automation(s)? This action cannot be undone.`))
      return;
    bulkDelete.mutate(visibleSelected, {
      onSuccess: ({ deleted }) => {
        toast.success(`Deleted ${deleted} automation(s)`);
        setSelected(new Set());
      },
      onError: () => window.alert('Failed to delete some automations. Please try again.'),
    });
  };

  return (
    <Container className="flex flex-col gap-6 py-10">
      <PageHeading
        title="Manage Automations"
        description="Search, publish, archive and edit every automation in the catalogue."
        back={{ to: '/admin', label: 'Back to Admin Dashboard' }}
        actions={
          <Link to="/admin/automation/new" className={buttonStyles()}>
            <Plus size={16} aria-hidden="true" />
            Create New Automation
          </Link>
        }
      />
      <div className="grid gap-3 sm:grid-cols-[1fr_12rem_14rem]">
        <label className="relative">
          <span className="sr-only">Search automations</span>
          <Search
            size={16}
            aria-hidden="true"
            className="absolute top-1/2 left-3 -translate-y-1/2 text-muted-foreground"
          />
          <input
            type="search"
            value={q}
            onChange={(event) => setQ(event.target.value)}
            placeholder="Search by name or description..."
            className={`${inputStyles} pl-9`}
          />
        </label>
        <select
          aria-label="Status"
          value={status}
          onChange={(event) => setStatus(event.target.value as AutomationStatus | '')}
          className={inputStyles}
        >
          <option value="">All statuses</option>
          {statusOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <select
          aria-label="Category"
          value={categoryId}
          onChange={(event) => setCategoryId(event.target.value)}
          className={inputStyles}
        >
          <option value="">All categories</option>
          {(categories.data ?? []).map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </select>
      </div>
      {visibleSelected.length > 0 && (
        <BulkActionsBar
          count={visibleSelected.length}
          busy={bulkStatus.isPending || bulkDelete.isPending}
          onSetStatus={setStatusOfSelected}
          onDelete={deleteSelected}
        />
      )}
      {list.isPending ? (
        <Spinner label="Loading automations" className="py-16" />
      ) : list.isError ? (
        <LoadErrorPanel
          message="Failed to load automations"
          retrying={list.isFetching}
          onRetry={() => void list.refetch()}
        />
      ) : rows.length === 0 ? (
        <EmptyState title="No automations found" hint="Try adjusting your search or filters" />
      ) : (
        <AutomationsTable
          automations={rows}
          selected={selected}
          onToggle={toggle}
          onToggleAll={toggleAll}
          onDelete={remove}
        />
      )}
      {list.data && (
        <p className="text-sm text-muted-foreground">
          Showing {rows.length} of {list.data.total} automation(s)
        </p>
      )}
    </Container>
  );
}
