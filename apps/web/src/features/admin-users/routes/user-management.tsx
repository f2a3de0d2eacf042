import { type AdminUserRow } from '@basalt/contracts';
import { RefreshCw, Search } from 'lucide-react';
import { useDeferredValue, useEffect, useState } from 'react';
import { toast } from 'sonner';
import { AlertBanner } from '@/components/ui/alert-banner';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { inputStyles } from '@/components/ui/form-field';
import { Container } from '@/components/ui/container';
import { PageHeading } from '@/components/ui/page-heading';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { usePageTitle } from '@/lib/use-page-title';
import { useAdminUsers } from '../api/list-admin-users';
import { UserDetailsDialog } from '../components/user-details-dialog';
import { UsersTable } from '../components/users-table';

type Role = 'all' | 'admin' | 'user';

export function UserManagementRoute() {
  usePageTitle('User Management | Basalt');
  const [q, setQ] = useState('');
  const [role, setRole] = useState<Role>('all');
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<AdminUserRow | null>(null);
  const [dismissed, setDismissed] = useState(false);
  const search = useDeferredValue(q.trim());
  const users = useAdminUsers({ q: search || undefined, role, page });

  useEffect(() => setPage(1), [search, role]);
  useEffect(() => {
    if (users.isError) {
      toast.error('Failed to load users');
      setDismissed(false);
    }
  }, [users.isError, users.errorUpdatedAt]);

  const data = users.data;
  return (
    <Container className="flex flex-col gap-6 py-10">
      <PageHeading
        title="User Management"
        description="Find users, see their activity, edit profiles and manage admin access."
        back={{ to: '/admin', label: 'Back to Admin Dashboard' }}
        actions={
          <Button variant="secondary" onClick={() => void users.refetch()} disabled={users.isFetching}>
            <RefreshCw size={16} aria-hidden="true" className={cn(users.isFetching && 'animate-spin')} />
            Refresh
          </Button>
        }
      />
      <div className="grid gap-3 sm:grid-cols-[1fr_12rem]">
        <label className="relative">
          <span className="sr-only">Search users</span>
          <Search
            size={16}
            aria-hidden="true"
            className="absolute top-1/2 left-3 -translate-y-1/2 text-muted-foreground"
          />
          <input
            type="search"
            value={q}
            onChange={(event) => setQ(event.target.value)}
            placeholder="Search by name, email or company..."
            className={`${inputStyles} pl-9`}
          />
        </label>
        <select
          aria-label="Role"
          value={role}
          onChange={(event) => setRole(event.target.value as Role)}
          className={inputStyles}
        >
          <option value="all">All Users</option>
          <option value="admin">Admins Only</option>
          <option value="user">Regular Users</option>
        </select>
      </div>
      {users.isError && !dismissed && (
        <AlertBanner className="flex flex-wrap items-center justify-between gap-3">
          <span>{users.error.message || 'Failed to load users'}</span>
          <span className="flex gap-2">
            <Button size="sm" variant="secondary" onClick={() => void users.refetch()}>
              Try Again
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setDismissed(true)}>
              Dismiss
            </Button>
          </span>
        </AlertBanner>
      )}
      {users.isPending ? (
        <Spinner label="Loading users" className="py-16" />
      ) : data && data.users.length === 0 ? (
        <EmptyState title="No users found" hint="Try adjusting your search or filters" />
      ) : data ? (
        <UsersTable users={data.users} onView={setViewing} />
      ) : null}
      {data && (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-muted-foreground">
            Showing {formatNumber(data.users.length)} of {formatNumber(data.matching)} users
            {data.matching !== data.total && ` (filtered from ${formatNumber(data.total)})`}
          </p>
          <Pagination page={page} pageSize={data.pageSize} total={data.matching} onPageChange={setPage} />
        </div>
      )}
      {viewing && <UserDetailsDialog userId={viewing.id} onClose={() => setViewing(null)} />}
    </Container>
  );
}
