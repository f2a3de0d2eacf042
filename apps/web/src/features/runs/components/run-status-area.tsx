import { failedRunTip, isFinishedRunStatus, type Run } from '@basalt/contracts';
import { CheckCircle2, Clock, Loader2, XCircle } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonStyles } from '@/components/ui/button';
import { formatElapsed, useElapsedSeconds } from '../hooks/use-elapsed-seconds';
import { useReveal } from '../hooks/use-reveal';
import { TIMEOUT_MESSAGE } from '../hooks/use-run-status';
import { runCostText } from '../utils/run-cost';
import { ResultViewer } from '@/components/result-viewer';
import { RunDeliveries } from './run-deliveries';
import { RunTimeline } from './run-timeline';

type RunStatusAreaProps = {
  run: Run;
  timedOut: boolean;
  startedAt: number;
  cancelling: boolean;
  onCancel: () => void;
  onRunAgain: () => void;
};

function Heading({ run }: { run: Run }) {
  switch (run.status) {
    case 'pending':
      return (
        <>
          <Clock size={18} aria-hidden="true" /> Queued
        </>
      );
    case 'running':
      return (
        <>
          <Loader2 size={18} className="animate-spin" aria-hidden="true" /> Running
          {run.progress !== null ? ` · ${run.progress}%` : ''}
        </>
      );
    case 'completed':
      return (
        <>
          <CheckCircle2 size={18} className="text-emerald-600" aria-hidden="true" /> Completed
        </>
      );
    case 'failed':
      return (
        <>
          <XCircle size={18} className="text-danger" aria-hidden="true" /> Failed
        </>
      );
    case 'cancelled':
      return <>Cancelled</>;
    default:
      return <>Unknown status: {String((run as { status: unknown }).status)}</>;
  }
}

/** Spec §4 Run: Queued, running (progress, elapsed mm:ss), completed with the result, or failed with the tip. */
export function RunStatusArea({ run, timedOut, startedAt, cancelling, onCancel, onRunAgain }: RunStatusAreaProps) {
  const active = !isFinishedRunStatus(run.status);
  const elapsed = useElapsedSeconds(active && !timedOut, startedAt);
  const ref = useReveal<HTMLElement>(run.id);
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-label="Run status"
      className="flex scroll-mt-20 flex-col gap-4 rounded-2xl border p-5 focus:outline-none"
      aria-live="polite"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="flex items-center gap-2 text-lg font-semibold">
          <Heading run={run} />
        </h3>
        {active && (
          <span className="font-mono text-sm text-muted-foreground" aria-label="Elapsed time">
            {formatElapsed(elapsed)}
          </span>
        )}
      </div>
      {run.status === 'running' && run.progressMessage && (
        <p className="text-sm text-muted-foreground">{run.progressMessage}</p>
      )}
      {run.status === 'running' && run.progress !== null && (
        <div
          className="h-2 overflow-hidden rounded-full bg-surface-muted"
          role="progressbar"
          aria-valuenow={run.progress}
          aria-valuemin={0}
          aria-valuemax={100}
        >
          <div className="h-full bg-accent transition-all" style={{ width: `${run.progress}%` }} />
        </div>
      )}
      {timedOut && active && (
        <p role="alert" className="text-sm text-danger">
          {TIMEOUT_MESSAGE}
        </p>
      )}
      {run.status === 'completed' && <ResultViewer run={run} />}
      {run.status === 'failed' && (
        <div
          role="alert"
          className="flex flex-col gap-1 rounded-lg border border-danger/40 bg-red-500/10 px-4 py-3 text-sm"
        >
          <p className="font-medium text-danger">{run.errorMessage ?? 'Automation failed'}</p>
          <p className="text-muted-foreground">{failedRunTip(run.errorMessage, run.failureKind)}</p>
        </div>
      )}
      {run.status === 'cancelled' && <p className="text-sm">{runCostText(run)}</p>}
      <RunDeliveries runId={run.id} runEnded={!active} />
      <details className="text-sm">
        <summary className="cursor-pointer font-medium">Run log</summary>
        <div className="pt-3">
          <RunTimeline runId={run.id} liveKey={`${run.status}:${run.progress ?? ''}:${run.progressMessage ?? ''}`} />
        </div>
      </details>
      <div className="flex flex-wrap gap-2">
        {active ? (
          <Button variant="secondary" onClick={onCancel} disabled={cancelling}>
            {cancelling ? 'Cancelling…' : 'Cancel Run'}
          </Button>
        ) : (
          <Button onClick={onRunAgain}>Run Again</Button>
        )}
        <Link to="/automation-history" className={buttonStyles({ variant: 'secondary' })}>
          View All Runs
        </Link>
      </div>
    </section>
  );
}
