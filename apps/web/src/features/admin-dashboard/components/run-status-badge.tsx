import type { RunStatusLabel } from '@basalt/contracts';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const tones: Record<RunStatusLabel, BadgeTone> = {
  completed: 'success',
  running: 'info',
  failed: 'danger',
  pending: 'warning',
};

/** Spec: completed, running, failed, pending; any other status is styled as pending. */
export function RunStatusBadge({ label, status }: { label: RunStatusLabel; status: string }) {
  return <Badge tone={tones[label]}>{status}</Badge>;
}
