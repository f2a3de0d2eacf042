import type { RunStatus } from '@basalt/contracts';
import { Badge, type BadgeTone } from '@/components/ui/badge';

export const runStatusNames: Record<RunStatus, string> = {
  pending: 'Queued',
  running: 'Running',
  completed: 'Completed',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

const tones: Record<RunStatus, BadgeTone> = {
  pending: 'warning',
  running: 'info',
  completed: 'success',
  failed: 'danger',
  cancelled: 'neutral',
};

export const RunStatusBadge = ({ status }: { status: RunStatus }) => (
  <Badge tone={tones[status]}>{runStatusNames[status]}</Badge>
);

/** What the run cost its user in the end: what was charged less what was given back. */
export const netTokens = (run: { tokensCharged: number; tokensRefunded: number }) =>
  run.tokensCharged - run.tokensRefunded;
