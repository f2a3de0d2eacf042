import type { TokenBalanceRow } from '@basalt/contracts';
import { Coins, ShoppingCart, TrendingDown, UserCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { AdminPage } from '@/components/layout/admin-page';
import { buttonStyles } from '@/components/ui/button';
import { ExportCsvLink } from '@/features/exports';
import { FilterSelect } from '@/components/ui/filter-select';
import { LoadErrorPanel } from '@/components/ui/load-error-panel';
import { ListStatus } from '@/components/ui/list-status';
import { ListToolbar } from '@/components/ui/list-toolbar';
import { Pagination } from '@/components/ui/pagination';
import { StatCard } from '@/components/ui/stat-card';
import { formatNumber } from '@/lib/format';
import { useListSearch } from '@/lib/use-list-search';
import { usePageTitle } from '@/lib/use-page-title';
import { useTokenStats } from '../api/get-token-stats';
import { useTokenBalances } from '../api/list-token-balances';
import { AdjustTokensDialog } from '../components/adjust-tokens-dialog';
import { BalancesTable } from '../components/balances-table';
import { RecentAdjustments } from '../components/recent-adjustments';
import { WelcomeCreditForm } from '../components/welcome-credit-form';

type Sort = 'balance_high' | 'balance_low';

export function TokenManagementRoute() {
  usePageTitle('Token Management | Basalt');
  const { search, page, setPage, searchBox, filters, setFilter } = useListSearch({ sort: 'balance_high' as Sort });
  const { sort } = filters;
  const [adjusting, setAdjusting] = useState<TokenBalanceRow | null>(null);
  const stats = useTokenStats();
  const balances = useTokenBalances({ q: search, sort, page });
  const stat = (value: number | undefined) => (value === undefined ? '—' : formatNumber(value));

  return (
    <AdminPage
      title="Token Management"
      description="Balances, this month's token flow, and manual adjustments."
      actions={
        <>
          <ExportCsvLink path="/api/admin/exports/balances" what="balances" />
          <ExportCsvLink path="/api/admin/exports/adjustments" what="adjustments" />
          <Link to="/admin/purchases" className={buttonStyles({ variant: 'secondary', size: 'sm' })}>
            All purchases
          </Link>
        </>
      }
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard
          label="Total Tokens in Circulation"
          value={stat(stats.data?.tokensInCirculation)}
          icon={<Coins size={18} />}
        />
        <StatCard
          label="Purchases This Month"
          value={stat(stats.data?.purchasedThisMonth)}
          icon={<ShoppingCart size={18} />}
        />
        <StatCard label="Used This Month" value={stat(stats.data?.usedThisMonth)} icon={<TrendingDown size={18} />} />
        <StatCard
          label="Active Subscriptions"
          value={stat(stats.data?.activeSubscriptions)}
          icon={<UserCheck size={18} />}
        />
      </div>
      <section className="flex flex-col gap-3">
        <h2 className="text-lg font-semibold">User Balances</h2>
        <ListToolbar
          columns="sm:grid-cols-[1fr_14rem]"
          search={{ ...searchBox, label: 'Search users', placeholder: 'Search by name or email...' }}
        >
          <FilterSelect label="Sort" value={sort} onValueChange={(value) => setFilter('sort', value)}>
            <option value="balance_high">Balance: High to Low</option>
            <option value="balance_low">Balance: Low to High</option>
          </FilterSelect>
        </ListToolbar>
        <ListStatus
          query={balances}
          loadingLabel="Loading balances"
          spinnerClassName="py-12"
          error={
            <LoadErrorPanel
              message="Failed to load users"
              retrying={balances.isFetching}
              onRetry={() => void balances.refetch()}
            />
          }
        >
          {(list) => (
            <>
              <BalancesTable users={list.users} onAdjust={setAdjusting} />
              <Pagination page={page} pageSize={list.pageSize} total={list.matching} onPageChange={setPage} />
            </>
          )}
        </ListStatus>
      </section>
      <RecentAdjustments />
      <WelcomeCreditForm />
      {adjusting && <AdjustTokensDialog user={adjusting} onClose={() => setAdjusting(null)} />}
    </AdminPage>
  );
}
