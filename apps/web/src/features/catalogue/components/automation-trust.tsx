import type { MarketplaceAutomation } from '@basalt/contracts';
import { formatRelativeTime } from '@/lib/format';
import { formatDecimal } from '@/lib/format-number';
import { formatUtcDate } from '@/lib/format-utc-date';
import { cn } from '@/lib/cn';

type AutomationTrustProps = {
  automation: Pick<MarketplaceAutomation, 'updatedAt' | 'runsLast30Days' | 'successRate'>;
  /** Cards show the rate as their badge already. */
  showSuccessRate?: boolean;
  /** One fact a line (a narrow card), or in a row with separators (the automation page). */
  stacked?: boolean;
  /** "Updated 3d ago" (the automation page) rather than the date (cards). */
  relativeDate?: boolean;
  className?: string;
};

/**
 * What a buyer can trust, measured (DESIGN D6, D13): the last published version (D19), the finished runs of the last
 * 30 days when there are any, and the success rate once the server has one (10 finished runs).
 */
export function AutomationTrust({
  automation,
  showSuccessRate = true,
  stacked = false,
  relativeDate = false,
  className,
}: AutomationTrustProps) {
  const { runsLast30Days, successRate } = automation;
  const facts = [
    relativeDate ? (
      // The server's render and the browser's can fall either side of a minute or a day: the
      // browser keeps the server's words rather than patching them, the title holds the date.
      <time
        key="updated"
        dateTime={automation.updatedAt}
        title={formatUtcDate(automation.updatedAt)}
        suppressHydrationWarning
      >
        Updated {formatRelativeTime(automation.updatedAt)}
      </time>
    ) : (
      <time key="updated" dateTime={automation.updatedAt}>
        Updated {formatUtcDate(automation.updatedAt)}
      </time>
    ),
    runsLast30Days > 0 && (
      <span key="runs">
        {formatDecimal(runsLast30Days)} {runsLast30Days === 1 ? 'run' : 'runs'} in the last 30 days
      </span>
    ),
    showSuccessRate && successRate !== null && <span key="success">{successRate}% success rate</span>,
  ].filter(Boolean);
  return (
    <p
      data-testid="automation-trust"
      className={cn(
        'flex text-xs text-muted-foreground',
        stacked ? 'flex-col gap-0.5' : 'flex-wrap gap-x-3 gap-y-1',
        className,
      )}
    >
      {facts.map((fact, index) => (
        <span key={index} className="flex gap-x-3">
          {index > 0 && !stacked && <span aria-hidden="true">·</span>}
          {fact}
        </span>
      ))}
    </p>
  );
}
