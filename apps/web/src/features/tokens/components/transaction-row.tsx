import type { TokenTransaction } from '@basalt/contracts/tokens/list-token-transactions';
import { cn } from '@/lib/cn';
import { relativeTime } from '../utils/relative-time';
import { formatNumber } from '@/lib/format';
import { formatSignedTokens, transactionTypes } from '../utils/transaction-types';

export function TransactionRow({ transaction }: { transaction: TokenTransaction }) {
  const { label, icon: Icon } = transactionTypes[transaction.type];
  const credit = transaction.amount > 0;
  return (
    <li className="flex items-start gap-3 py-3">
      <span
        className={cn(
          'mt-0.5 rounded-full p-2',
          credit
            ? 'bg-emerald-500/10 text-emerald-600 dark:text-emerald-400'
            : 'bg-surface-muted text-muted-foreground',
        )}
      >
        <Icon size={16} aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-medium">{label}</p>
        <p className="truncate text-sm text-muted-foreground">{transaction.description}</p>
        {transaction.automationName && <p className="text-xs text-muted-foreground">{transaction.automationName}</p>}
        {transaction.apiKeyName && (
          <p className="text-xs text-muted-foreground">Started with API key “{transaction.apiKeyName}”</p>
        )}
        {transaction.oauthClientName && (
          <p className="text-xs text-muted-foreground">Started by MCP client “{transaction.oauthClientName}”</p>
        )}
      </div>
      <div className="text-right">
        <p
          className={cn(
            'font-semibold tabular-nums',
            credit ? 'text-emerald-700 dark:text-emerald-400' : 'text-foreground',
          )}
        >
          {formatSignedTokens(transaction.amount)}
        </p>
        <p className="text-xs text-muted-foreground tabular-nums">Balance: {formatNumber(transaction.balanceAfter)}</p>
        <p className="text-xs text-muted-foreground">
          <time dateTime={transaction.createdAt}>{relativeTime(transaction.createdAt)}</time>
        </p>
      </div>
    </li>
  );
}
