import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { Card } from '@/components/ui/card';
import { Container } from '@/components/ui/container';
import { ExportCsvLink } from '@/features/exports';
import { usePageTitle } from '@/lib/use-page-title';
import { tokenQueryKeys } from '../api/token-query-keys';
import { PurchaseHistory } from '../components/purchase-history';
import { PurchaseSuccessBanner } from '../components/purchase-success-banner';
import { TokenBalanceCard } from '../components/token-balance-card';
import { TokenLots } from '../components/token-lots';
import { TokenTransactionList } from '../components/token-transaction-list';

/** /dashboard/tokens: balance and its lots, the last 50 transactions and the last 10 purchases. */
export function TokenDashboardRoute() {
  usePageTitle('Tokens');
  const [params] = useSearchParams();
  const justPaid = params.get('purchase') === 'success';
  const queryClient = useQueryClient();

  // Back from the payment page: everything about tokens may have changed.
  useEffect(() => {
    if (justPaid) void queryClient.invalidateQueries({ queryKey: tokenQueryKeys.all });
  }, [justPaid, queryClient]);

  return (
    <Container className="flex flex-col gap-6 py-10">
      <h1 className="text-3xl font-bold tracking-tight">Tokens</h1>
      {justPaid && <PurchaseSuccessBanner />}
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="flex flex-col gap-6">
          <TokenBalanceCard buyLabel="Buy Tokens" />
          <Card className="p-6">
            <h2 className="mb-2 font-semibold">Tokens by expiry</h2>
            <TokenLots />
          </Card>
        </div>
        <Card className="p-6 lg:col-span-2">
          <div className="mb-2 flex flex-wrap items-center justify-between gap-3">
            <h2 className="font-semibold">Transaction History</h2>
            <ExportCsvLink path="/api/tokens/transactions/export.csv" what="transactions" />
          </div>
          <TokenTransactionList />
        </Card>
      </div>
      <Card className="p-6">
        <h2 className="mb-2 font-semibold">Recent Purchases</h2>
        <PurchaseHistory watchPending={justPaid} />
      </Card>
    </Container>
  );
}
