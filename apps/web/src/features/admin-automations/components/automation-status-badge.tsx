import type { AutomationStatus } from '@basalt/contracts';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const tones: Record<AutomationStatus, BadgeTone> = { published: 'success', draft: 'warning', archived: 'neutral' };
const labels: Record<AutomationStatus, string> = { published: 'Published', draft: 'Draft', archived: 'Archived' };

export function AutomationStatusBadge({ status }: { status: AutomationStatus }) {
  return <Badge tone={tones[status]}>{labels[status]}</Badge>;
}

export const statusOptions = (Object.keys(labels) as AutomationStatus[]).map((value) => ({
  value,
  label: labels[value],
}));
