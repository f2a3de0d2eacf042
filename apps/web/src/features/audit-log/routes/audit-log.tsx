import { adminActionLabels, adminActionTypes, type AdminActionType } from '@basalt/contracts';
import { RefreshCw, Search } from 'lucide-react';
import { useDeferredValue, useEffect, useState } from 'react';
import { AlertBanner } from '@/components/ui/alert-banner';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { inputStyles } from '@/components/ui/form-field';
import { Container } from '@/components/ui/container';
import { PageHeading } from '@/components/ui/page-heading';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { usePageTitle } from '@/lib/use-page-title';
import { useAdminActions } from '../api/list-admin-actions';
import { AuditEntry } from '../components/audit-entry';

export function AuditLogRoute() {
  usePageTitle('Audit Log | Basalt');
  const [q, setQ] = useState('');
  const [actionType, setActionType] = useState<AdminActionType | ''>('');
  const [page, setPage] = useState(1);
  const search = useDeferredValue(q.trim());
  const actions = useAdminActions({ q: search || undefined, actionType: actionType || undefined, page });
  useEffect(() => setPage(1), [search, actionType]);
  const data = actions.data;

  return (
    <Container className="flex flex-col gap-6 py-10">
      <PageHeading
        title="Admin Audit Log"
        description="Every change an admin made, who made it and to whom."
        back={{ to: '/admin', label: 'Back to Admin Dashboard' }}
        actions={
          <Button variant="secondary" onClick={() => void actions.refetch()} disabled={actions.isFetching}>
            <RefreshCw size={16} aria-hidden="true" className={cn(actions.isFetching && 'animate-spin')} />
            Refresh
          </Button>
        }
      />
      <div className="grid gap-3 sm:grid-cols-[1fr_16rem]">
        <label className="relative">
          <span className="sr-only">Search the audit log</span>
          <Search
            size={16}
            aria-hidden="true"
            className="absolute top-1/2 left-3 -translate-y-1/2 text-muted-foreground"
          />
          <input
            type="search"
            value={q}
            onChange={(event) => setQ(event.target.value)}
            placeholder="Search by admin, user, email or action..."
            className={`${inputStyles} pl-9`}
          />
        </label>
        <select
          aria-label="Action type"
          value={actionType}
          onChange={(event) => setActionType(event.target.value as AdminActionType | '')}
          className={inputStyles}
        >
          <option value="">All actions</option>
          {adminActionTypes.map((type) => (
            <option key={type} value={type}>
              {adminActionLabels[type]}
            </option>
          ))}
        </select>
      </div>
      {actions.isPending ? (
        <Spinner label="Loading audit log" className="py-16" />
      ) : actions.isError ? (
        <AlertBanner>{actions.error.message || 'Failed to load audit log'}</AlertBanner>
      ) : data && data.actions.length === 0 ? (
        <EmptyState title="No actions found" />
      ) : data ? (
        <ol className="flex flex-col gap-3" aria-label="Admin actions">
          {data.actions.map((entry) => (
            <AuditEntry key={entry.id} entry={entry} />
          ))}
        </ol>
      ) : null}
      {data && <Pagination page={page} pageSize={data.pageSize} total={data.total} onPageChange={setPage} />}
    </Container>
  );
}
