import { isFinishedRunStatus, type Run } from '@basalt/contracts';
import { formatNumber } from '@/lib/format';

const tokens = (count: number) => `${formatNumber(count)} ${count === 1 ? 'token' : 'tokens'}`;

/** What a finished run cost in the end, in words; cancelled runs say why they cost what they did. */
export function runCostText(run: Run): string | null {
  if (!isFinishedRunStatus(run.status)) return null;
  const kept = run.tokensCharged - run.tokensRefunded;
  const prefix = run.status === 'cancelled' ? 'Cancelled: this' : 'This';
  if (kept <= 0) {
    return run.tokensRefunded > 0
      ? `${prefix} run cost nothing; its ${tokens(run.tokensRefunded)} were refunded.`
      : `${prefix} run cost nothing.`;
  }
  const why = run.status === 'cancelled' ? ', for the time it ran' : '';
  return `${prefix} run cost ${tokens(kept)}${why}.`;
}
