import type { TokenBalanceRow } from '@basalt/contracts';
import { Coins, Search, ShoppingCart, TrendingDown, UserCheck } from 'lucide-react';
import { useDeferredValue, useEffect, useState } from 'react';
import { inputStyles } from '@/components/ui/form-field';
import { LoadErrorPanel } from '@/components/ui/load-error-panel';
import { Container } from '@/components/ui/container';
import { PageHeading } from '@/components/ui/page-heading';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { StatCard } from '@/components/ui/stat-card';
import { formatNumber } from '@/lib/format';
import { usePageTitle } from '@/lib/use-page-title';
import { useTokenStats } from '../api/get-token-stats';
import { useTokenBalances } from '../api/list-token-balances';
import { AdjustTokensDialog } from '../components/adjust-tokens-dialog';
import { BalancesTable } from '../components/balances-table';
import { RecentAdjustments } from '../components/recent-adjustments';

type Sort = 'balance_high' | 'balance_low';

export function TokenManagementRoute() {
  usePageTitle('Token Management | Basalt');
  const [q, setQ] = useState('');
  const [sort, setSort] = useState<Sort>('balance_high');
  const [page, setPage] = useState(1);
  const [adjusting, setAdjusting] = useState<TokenBalanceRow | null>(null);
  const search = useDeferredValue(q.trim());
  const stats = useTokenStats();
  const balances = useTokenBalances({ q: search || undefined, sort, page });
  useEffect(() => setPage(1), [search, sort]);
  const stat = (value: number | undefined) => (value === undefined ? '—' : formatNumber(value));

  return (
    <Container className="flex flex-col gap-6 py-10">
      <PageHeading
        title="Token Management"
        description="Balances, this month's token flow, and manual adjustments."
        back={{ to: '/admin', label: 'Back to Admin Dashboard' }}
      />
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
        <div className="grid gap-3 sm:grid-cols-[1fr_14rem]">
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
              placeholder="Search by name or email..."
              className={`${inputStyles} pl-9`}
            />
          </label>
          <select
            aria-label="Sort"
            value={sort}
            onChange={(event) => setSort(event.target.value as Sort)}
            className={inputStyles}
          >
            <option value="balance_high">Balance: High to Low</option>
            <option value="balance_low">Balance: Low to High</option>
          </select>
        </div>
        {balances.isPending ? (
          <Spinner label="Loading balances" className="py-12" />
        ) : balances.isError ? (
          <LoadErrorPanel
            message="Failed to load users"
            retrying={balances.isFetching}
            onRetry={() => void balances.refetch()}
          />
        ) : (
          <>
            <BalancesTable users={balances.data.users} onAdjust={setAdjusting} />
            <Pagination
              page={page}
              pageSize={balances.data.pageSize}
              total={balances.data.matching}
              onPageChange={setPage}
            />
          </>
        )}
      </section>
      <RecentAdjustments />
      {adjusting && <AdjustTokensDialog user={adjusting} onClose={() => setAdjusting(null)} />}
    </Container>
  );
}
