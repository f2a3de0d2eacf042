import type { RunStatus } from '@basalt/contracts';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const badges: Record<RunStatus, [string, BadgeTone]> = {
  pending: ['Queued', 'neutral'],
  running: ['Running', 'info'],
  completed: ['Completed', 'success'],
  failed: ['Failed', 'danger'],
  cancelled: ['Cancelled', 'warning'],
};

export function RunStatusBadge({ status }: { status: string }) {
  const [label, tone] = badges[status as RunStatus] ?? [`Unknown status: ${status}`, 'neutral'];
  return <Badge tone={tone}>{label}</Badge>;
}
