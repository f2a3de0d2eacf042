import type { Run } from '@basalt/contracts';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { useStartRun } from '../api/start-run';
import { titleCase } from '@/components/result-viewer';

const cut = (value: unknown, length = 50) => {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > length ? `${text.slice(0, length)}...` : text;
};

/**
 * Runs a past run's input again (spec §4 re-run): the first 3 inputs are shown; Run Now is
 * disabled while the balance is below what the run cost.
 */
type RerunDialogProps = {
  run: Run | null;
  balance: number;
  onClose: () => void;
  /** The new run, so the page can show it instead of leaving the person to look for it. */
  onStarted: (run: Run) => void;
};

export function RerunDialog({ run, balance, onClose, onStarted }: RerunDialogProps) {
  const start = useStartRun();
  const cost = run ? Math.max(run.tokensCharged, run.quotedTokens) : 0;
  const rerun = () =>
    run?.automationId &&
    start.mutate(
      {
        automationId: run.automationId,
        input: run.inputData as Record<string, string | number | boolean | null>,
        configurationId: run.configurationId,
        idempotencyKey: crypto.randomUUID(),
      },
      {
        onSuccess: (started) => {
          onClose();
          onStarted(started);
        },
      },
    );
  return (
    <Dialog open={run !== null} onClose={onClose} title="Re-run automation">
      {run && (
        <>
          <p className="text-sm">
            Run <strong>{run.automation?.name ?? run.automationName}</strong> again with the same input for{' '}
            <strong>{formatNumber(cost)}</strong> tokens.
          </p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-xl bg-surface-muted p-3 text-sm">
            {Object.entries(run.inputData)
              .slice(0, 3)
              .map(([key, value]) => (
                <div key={key} className="contents">
                  <dt className="text-muted-foreground">{titleCase(key)}</dt>
                  <dd className="break-words">{cut(value)}</dd>
                </div>
              ))}
          </dl>
          {balance < cost && (
            <p className="text-sm text-danger">
              Your balance ({formatNumber(balance)}) is below this run&rsquo;s cost.
            </p>
          )}
          {start.isError && (
            <p role="alert" className="text-sm text-danger">
              {start.error instanceof ApiError ? start.error.message : 'Failed to re-run automation'}
            </p>
          )}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={rerun} disabled={balance < cost || start.isPending}>
              {start.isPending ? 'Starting…' : 'Run Now'}
            </Button>
          </div>
        </>
      )}
    </Dialog>
  );
}
