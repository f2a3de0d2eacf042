import { TOKEN_TRANSACTIONS_LIMIT } from '@basalt/contracts/tokens/list-token-transactions';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useTokenTransactions } from '../api/list-token-transactions';
import { TransactionRow } from './transaction-row';

/** The spec's token transaction list; `limit` shows only the newest few (the dashboard's activity). */
export function TokenTransactionList({ limit }: { limit?: number }) {
  const transactions = useTokenTransactions();
  if (transactions.isPending) return <Spinner label="Loading transactions" className="py-8" />;
  if (transactions.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-8 text-center text-sm">
        <p className="text-danger">Failed to load transaction history</p>
        <Button variant="secondary" size="sm" onClick={() => void transactions.refetch()}>
          Try Again
        </Button>
      </div>
    );
  }
  if (transactions.data.length === 0) {
    return <p className="py-8 text-center text-sm text-muted-foreground">No transactions yet</p>;
  }
  const shown = limit === undefined ? transactions.data : transactions.data.slice(0, limit);
  return (
    <>
      <ul aria-label="Token transactions" className="divide-y">
        {shown.map((transaction) => (
          <TransactionRow key={transaction.id} transaction={transaction} />
        ))}
      </ul>
      {limit === undefined && transactions.data.length >= TOKEN_TRANSACTIONS_LIMIT && (
        <p className="pt-3 text-center text-xs text-muted-foreground">Showing most recent 50 transactions</p>
      )}
    </>
  );
}
