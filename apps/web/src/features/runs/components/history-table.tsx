import { VersionTag } from '@/components/ui/version-tag';
import type { Run } from '@basalt/contracts';
import { Table, Td, Th } from '@/components/ui/table';
import { formatRelativeTime } from '@/lib/format';
import { useMediaQuery } from '@/lib/use-media-query';
import { formatDuration } from '@/components/result-viewer';
import { CopyRunId } from './copy-run-id';
import { RunStatusBadge } from './run-status-badge';
import { HistoryCards } from './history-cards';
import { RunActions, RunCost, runAutomationName, type RunActionsProps } from './history-run-parts';

type HistoryTableProps = RunActionsProps & { runs: Run[] };

/**
 * The run history: a table where seven columns fit, cards on a phone, where the table scrolled
 * sideways and its sticky Actions column covered the Status (issue 41).
 */
export function HistoryTable({ runs, ...actions }: HistoryTableProps) {
  const wide = useMediaQuery('(min-width: 768px)');
  if (!wide) return <HistoryCards runs={runs} {...actions} />;
  return (
    <Table>
      <thead>
        <tr>
          <Th>Automation</Th>
          <Th>Status</Th>
          <Th>Started</Th>
          <Th>Duration</Th>
          <Th>Tokens</Th>
          <Th>Run id</Th>
          <Th sticky className="text-right">
            Actions
          </Th>
        </tr>
      </thead>
      <tbody>
        {runs.map((run) => (
          <tr key={run.id}>
            <Td className="font-medium">
              <span>{runAutomationName(run)}</span>
              <VersionTag number={run.automationVersion} />
            </Td>
            <Td>
              <RunStatusBadge status={run.status} />
            </Td>
            <Td title={run.createdAt}>{formatRelativeTime(run.createdAt)}</Td>
            <Td>{formatDuration(run.executionTimeMs)}</Td>
            <Td>
              <RunCost run={run} />
            </Td>
            <Td>
              <CopyRunId id={run.id} />
            </Td>
            <Td sticky className="text-right whitespace-nowrap">
              <RunActions run={run} {...actions} />
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
