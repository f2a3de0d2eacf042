import type { AutomationStatus } from '@basalt/contracts';
import { Button } from '@/components/ui/button';

type BulkActionsBarProps = {
  count: number;
  busy: boolean;
  onSetStatus: (status: AutomationStatus) => void;
  onDelete: () => void;
};

/** Shown while any row is selected (spec: Set Published, Set Draft, Set Archived, Delete Selected). */
export function BulkActionsBar({ count, busy, onSetStatus, onDelete }: BulkActionsBarProps) {
  return (
    <div
      role="region"
      aria-label="Bulk actions"
      className="flex flex-wrap items-center gap-2 rounded-xl border bg-surface-muted px-4 py-3 text-sm"
    >
      <span className="mr-2 font-medium">{count} selected</span>
      <Button size="sm" variant="secondary" disabled={busy} onClick={() => onSetStatus('published')}>
        Set Published
      </Button>
      <Button size="sm" variant="secondary" disabled={busy} onClick={() => onSetStatus('draft')}>
        Set Draft
      </Button>
      <Button size="sm" variant="secondary" disabled={busy} onClick={() => onSetStatus('archived')}>
        Set Archived
      </Button>
      <Button size="sm" variant="secondary" disabled={busy} onClick={onDelete} className="text-danger">
        Delete Selected
      </Button>
    </div>
  );
}
