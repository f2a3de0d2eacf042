import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { AdminPage } from '@/components/layout/admin-page';
import { ExportCsvLink } from '@/features/exports';
import { AlertBanner } from '@/components/ui/alert-banner';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FilterSelect } from '@/components/ui/filter-select';
import { ListStatus } from '@/components/ui/list-status';
import { ListToolbar } from '@/components/ui/list-toolbar';
import { Pagination } from '@/components/ui/pagination';
import { RefreshButton } from '@/components/ui/refresh-button';
import { formatCount, formatNumber } from '@/lib/format';
import { useAddressDialog } from '@/lib/use-address-dialog';
import { useListSearch } from '@/lib/use-list-search';
import { usePageTitle } from '@/lib/use-page-title';
import { useAdminUsers } from '../api/list-admin-users';
import { UserDetailsDialog } from '../components/user-details-dialog';
import { UsersTable } from '../components/users-table';

type Role = 'all' | 'admin' | 'user';

export function UserManagementRoute() {
  usePageTitle('User Management | Basalt');
  const { search, page, setPage, searchBox, filters, setFilter } = useListSearch({ role: 'all' as Role });
  const { role } = filters;
  const [viewing, setViewing] = useAddressDialog('user');
  const [dismissed, setDismissed] = useState(false);
  const users = useAdminUsers({ q: search, role, page });

  useEffect(() => {
    if (users.isError) {
      toast.error('Failed to load users');
      setDismissed(false);
    }
  }, [users.isError, users.errorUpdatedAt]);

  const data = users.data;
  return (
    <AdminPage
      title="User Management"
      description="Find users, see their activity, edit profiles and manage admin access."
      actions={
        <>
          <ExportCsvLink path="/api/admin/exports/users" what="users" />
          <RefreshButton query={users} />
        </>
      }
    >
      <ListToolbar
        columns="sm:grid-cols-[1fr_12rem]"
        search={{ ...searchBox, label: 'Search users', placeholder: 'Search by name, email or company...' }}
      >
        <FilterSelect label="Role" value={role} onValueChange={(value) => setFilter('role', value)}>
          <option value="all">All Users</option>
          <option value="admin">Admins Only</option>
          <option value="user">Regular Users</option>
        </FilterSelect>
      </ListToolbar>
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
      <ListStatus
        query={users}
        loadingLabel="Loading users"
        isEmpty={(list) => list.users.length === 0}
        empty={<EmptyState title="No users found" hint="Try adjusting your search or filters" />}
      >
        {(list) => <UsersTable users={list.users} onView={(user) => setViewing(user.id)} />}
      </ListStatus>
      {data && (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-muted-foreground">
            Showing {formatNumber(data.users.length)} of {formatCount(data.matching, 'user')}
            {data.matching !== data.total && ` (filtered from ${formatNumber(data.total)})`}
          </p>
          <Pagination page={page} pageSize={data.pageSize} total={data.matching} onPageChange={setPage} />
        </div>
      )}
      {viewing && <UserDetailsDialog userId={viewing} onClose={() => setViewing(null)} />}
    </AdminPage>
  );
}
