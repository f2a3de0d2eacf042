import { VersionTag } from '@/components/ui/version-tag';
import type { Run } from '@basalt/contracts';
import { formatRelativeTime } from '@/lib/format';
import { formatDuration } from '@/components/result-viewer';
import { CopyRunId } from './copy-run-id';
import { RunActions, RunCost, runAutomationName, type RunActionsProps } from './history-run-parts';
import { RunStatusBadge } from './run-status-badge';

/** The run history on a phone: one card per run, every field in view, nothing scrolling sideways. */
export function HistoryCards({ runs, ...actions }: RunActionsProps & { runs: Run[] }) {
  return (
    <ul aria-label="Runs" className="flex flex-col gap-3">
      {runs.map((run) => (
        <li key={run.id} className="flex flex-col gap-2 rounded-2xl border bg-surface p-4 text-sm shadow-sm">
          <div className="flex items-start justify-between gap-3">
            <p className="min-w-0 font-medium break-words">
              <span>{runAutomationName(run)}</span>
              <VersionTag number={run.automationVersion} />
            </p>
            <RunStatusBadge status={run.status} />
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-muted-foreground">
            <dt>Started</dt>
            <dd title={run.createdAt} className="text-foreground">
              {formatRelativeTime(run.createdAt)}
            </dd>
            <dt>Duration</dt>
            <dd className="text-foreground">{formatDuration(run.executionTimeMs)}</dd>
            <dt>Tokens</dt>
            <dd className="text-foreground">
              <RunCost run={run} />
            </dd>
            <dt>Run id</dt>
            <dd>
              <CopyRunId id={run.id} />
            </dd>
          </dl>
          <div className="-mb-1 flex justify-end gap-1 border-t pt-2">
            <RunActions run={run} {...actions} />
          </div>
        </li>
      ))}
    </ul>
  );
}
