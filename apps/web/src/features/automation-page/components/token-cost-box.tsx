import { runQuoteTokens, type AutomationDetail } from '@basalt/contracts';
import { Hexagon } from 'lucide-react';
import { Link } from 'react-router';
import { formatTokens } from '@/features/catalogue';

type TokenCostBoxProps = { automation: AutomationDetail; balance: number | null };

function headline(automation: AutomationDetail): { amount: string; unit: string } {
  switch (automation.pricingModel) {
    case null:
      return { amount: 'Free', unit: 'no tokens needed' };
    case 'per_run':
      return { amount: formatTokens(automation.tokenCostPerRun ?? 0), unit: 'per run' };
    case 'per_minute':
      return { amount: formatTokens(automation.tokenCostPerMinute ?? 0), unit: 'per minute' };
    case 'hybrid':
      return {
        amount: 'Variable',
        unit: `${formatTokens(automation.tokenCostPerRun ?? 0)} per run + ${formatTokens(automation.tokenCostPerMinute ?? 0)} per minute`,
      };
  }
}

/** The price per pricing model and, for time-based prices, the quote held before a run (D5). */
export function TokenCostBox({ automation, balance }: TokenCostBoxProps) {
  const { amount, unit } = headline(automation);
  const timed = automation.pricingModel === 'per_minute' || automation.pricingModel === 'hybrid';
  return (
    <div className="flex flex-col gap-4 rounded-2xl border bg-surface p-5">
      <div>
        <p className="text-sm text-muted-foreground">Token cost</p>
        <p className="mt-1 flex items-center gap-2 text-2xl font-semibold text-accent-text">
          <Hexagon size={22} aria-hidden="true" />
          {amount}
        </p>
        <p className="text-sm text-muted-foreground">{unit}</p>
      </div>
      {timed && (
        <p className="rounded-lg bg-surface-muted px-3 py-2 text-sm">
          Quote: up to <strong>{formatTokens(runQuoteTokens(automation))}</strong> are held when a run starts (at most{' '}
          {automation.maxDurationMinutes} minutes). You pay only for the minutes used; the rest goes back to your
          balance.
        </p>
      )}
      {balance !== null && (
        <div className="flex items-center justify-between border-t pt-4 text-sm">
          <span>
            Your balance: <strong>{formatTokens(balance)}</strong>
          </span>
          <Link to="/dashboard/tokens" className="font-semibold text-accent-text hover:underline">
            Buy tokens
          </Link>
        </div>
      )}
    </div>
  );
}
