import type { RunStatus } from '@basalt/contracts';
import { Badge, type BadgeTone } from './badge';

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

/** A run's status as the back office's run lists show it. */
export const RunStatusBadge = ({ status }: { status: RunStatus }) => (
  <Badge tone={tones[status]}>{runStatusNames[status]}</Badge>
);
