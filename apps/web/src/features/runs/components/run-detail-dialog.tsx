import { VersionTag } from '@/components/ui/version-tag';
import { failedRunTip, isFinishedRunStatus, type Run } from '@basalt/contracts';
import { formatDuration, ResultValue, ResultViewer, titleCase } from '@/components/result-viewer';
import { Dialog } from '@/components/ui/dialog';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useRun } from '../api/get-run';
import { runCostText } from '../utils/run-cost';
import { CopyRunId } from './copy-run-id';
import { RunStatusBadge } from './run-status-badge';
import { RunDeliveries } from './run-deliveries';
import { RunTimeline } from './run-timeline';

/** Everything about one run; the run is re-read so its file links are fresh. */
export function RunDetailDialog({ run: listed, onClose }: { run: Run | null; onClose: () => void }) {
  const query = useRun(listed?.id ?? null);
  const run = query.data?.run ?? listed;
  // The labels of the form this run was started with (its version's), not of today's form.
  const labels = new Map((query.data?.fields ?? []).map((field) => [field.id, field.label]));
  return (
    <Dialog open={listed !== null} onClose={onClose} title="Run details" className="max-w-2xl">
      {query.isError && <p className="text-sm text-danger">Failed to load run details</p>}
      {run && (
        <div className="flex max-h-[70vh] flex-col gap-4 overflow-y-auto text-sm">
          <div className="flex flex-wrap items-center gap-3">
            <span className="font-semibold">
              <span>{run.automationName ?? run.automation?.name ?? 'Deleted automation'}</span>
              <VersionTag number={run.automationVersion} />
            </span>
            <RunStatusBadge status={run.status} />
            <CopyRunId id={run.id} />
          </div>
          <dl className="grid grid-cols-2 gap-x-6 gap-y-1">
            <dt className="text-muted-foreground">Created</dt>
            <dd>{formatDateTime(run.createdAt)}</dd>
            <dt className="text-muted-foreground">Completed</dt>
            <dd>{run.completedAt ? formatDateTime(run.completedAt) : '—'}</dd>
            <dt className="text-muted-foreground">Duration</dt>
            <dd>{formatDuration(run.executionTimeMs)}</dd>
            <dt className="text-muted-foreground">Tokens charged</dt>
            <dd>{formatNumber(run.tokensCharged)}</dd>
            {run.tokensRefunded > 0 && (
              <>
                <dt className="text-muted-foreground">Tokens refunded</dt>
                <dd>{formatNumber(run.tokensRefunded)}</dd>
              </>
            )}
          </dl>
          {runCostText(run) && <p className="font-medium">{runCostText(run)}</p>}
          <section className="flex flex-col gap-2">
            <h3 className="font-semibold">Input</h3>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
              {Object.entries(run.inputData).map(([key, value]) => (
                <div key={key} className="contents">
                  <dt className="text-muted-foreground">{labels.get(key) ?? titleCase(key)}</dt>
                  <dd className="min-w-0 break-words">
                    <ResultValue value={value} name={key} />
                  </dd>
                </div>
              ))}
            </dl>
          </section>
          {run.status === 'completed' && (
            <section className="flex flex-col gap-2">
              <h3 className="font-semibold">Result</h3>
              <ResultViewer run={run} />
            </section>
          )}
          {run.status === 'failed' && (
            <div role="alert" className="rounded-lg border border-danger/40 bg-red-500/10 px-4 py-3">
              <p className="font-medium text-danger">{run.errorMessage ?? 'Automation failed'}</p>
              <p className="text-muted-foreground">{failedRunTip(run.errorMessage, run.failureKind)}</p>
            </div>
          )}
          <RunDeliveries runId={run.id} runEnded={isFinishedRunStatus(run.status)} />
          <RunTimeline runId={run.id} />
        </div>
      )}
    </Dialog>
  );
}
