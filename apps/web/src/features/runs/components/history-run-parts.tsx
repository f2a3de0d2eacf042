import type { Run } from '@basalt/contracts';
import { Eye, RotateCcw, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { RunTokens } from '@/components/ui/run-tokens';
import { formatNumber } from '@/lib/format';

export type RunActionsProps = {
  onView: (run: Run) => void;
  onRerun: (run: Run) => void;
  onDelete: (run: Run) => void;
};

/** The name the run's version had (DESIGN D19), whatever the automation is called now. */
export const runAutomationName = (run: Run) => run.automationName ?? run.automation?.name ?? 'Deleted automation';

/** The cost: what was charged, and what came back when a run was refunded. */
export function RunCost({ run }: { run: Run }) {
  if (run.status === 'pending' || run.status === 'running') return <span>{formatNumber(run.quotedTokens)} (held)</span>;
  return <RunTokens charged={run.tokensCharged} refunded={run.tokensRefunded} />;
}

/** View, re-run and delete, the same in the table and on the cards. */
export function RunActions({ run, onView, onRerun, onDelete }: RunActionsProps & { run: Run }) {
  return (
    <>
      <Button variant="ghost" size="sm" aria-label={`View run ${run.id.slice(0, 8)}`} onClick={() => onView(run)}>
        <Eye size={16} aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="sm"
        aria-label={`Re-run ${run.id.slice(0, 8)}`}
        disabled={!run.automation}
        onClick={() => onRerun(run)}
      >
        <RotateCcw size={16} aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="sm"
        aria-label={`Delete run ${run.id.slice(0, 8)}`}
        disabled={run.status === 'pending' || run.status === 'running'}
        onClick={() => onDelete(run)}
      >
        <Trash2 size={16} aria-hidden="true" />
      </Button>
    </>
  );
}
