export { runStatusNames, RunStatusBadge } from '@/components/ui/run-status-badge';

/** What the run cost its user in the end: what was charged less what was given back. */
export const netTokens = (run: { tokensCharged: number; tokensRefunded: number }) =>
  run.tokensCharged - run.tokensRefunded;
