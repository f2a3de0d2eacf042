import { formatNumber, formatUsd } from '@/lib/format';
import { TOKENS_PER_USD } from '@basalt/contracts/tokens/token-pricing';
import { Coins } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { useTokenBalance } from '../api/get-token-balance';
import { BuyTokensButton } from './buy-tokens-button';

/** The balance with its value at 1 USD = 10 tokens, and the way to buy more. */
export function TokenBalanceCard({ buyLabel = 'Buy More Tokens' }: { buyLabel?: string }) {
  const balance = useTokenBalance();
  return (
    <Card className="flex flex-col gap-4 p-6">
      <h2 className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
        <Coins size={16} aria-hidden="true" /> Token Balance
      </h2>
      {balance.data === undefined ? (
        <p className="text-3xl font-bold text-muted-foreground">{balance.isError ? '—' : '…'}</p>
      ) : (
        <div>
          <p className="text-3xl font-bold tabular-nums" data-testid="token-balance">
            {formatNumber(balance.data)} <span className="text-base font-medium text-muted-foreground">tokens</span>
          </p>
          <p className="text-sm text-muted-foreground">
            ≈ {formatUsd(balance.data / TOKENS_PER_USD)} at 1 USD = {TOKENS_PER_USD} tokens
          </p>
        </div>
      )}
      <BuyTokensButton>{buyLabel}</BuyTokensButton>
    </Card>
  );
}
