import type { Run } from '@basalt/contracts';
import { Eye, RotateCcw, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { RunTokens } from '@/components/ui/run-tokens';
import { Table, Td, Th } from '@/components/ui/table';
import { formatNumber, formatRelativeTime } from '@/lib/format';
import { formatDuration } from '@/components/result-viewer';
import { CopyRunId } from './copy-run-id';
import { RunStatusBadge } from './run-status-badge';

type HistoryTableProps = {
  runs: Run[];
  onView: (run: Run) => void;
  onRerun: (run: Run) => void;
  onDelete: (run: Run) => void;
};

/** The cost column: what was charged, and what came back when a run was refunded. */
function Cost({ run }: { run: Run }) {
  if (run.status === 'pending' || run.status === 'running') return <span>{formatNumber(run.quotedTokens)} (held)</span>;
  return <RunTokens charged={run.tokensCharged} refunded={run.tokensRefunded} />;
}

export function HistoryTable({ runs, onView, onRerun, onDelete }: HistoryTableProps) {
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
            <Td className="font-medium">{run.automation?.name ?? run.automationName ?? 'Deleted automation'}</Td>
            <Td>
              <RunStatusBadge status={run.status} />
            </Td>
            <Td title={run.createdAt}>{formatRelativeTime(run.createdAt)}</Td>
            <Td>{formatDuration(run.executionTimeMs)}</Td>
            <Td>
              <Cost run={run} />
            </Td>
            <Td>
              <CopyRunId id={run.id} />
            </Td>
            <Td sticky className="text-right whitespace-nowrap">
              <Button
                variant="ghost"
                size="sm"
                aria-label={`View run ${run.id.slice(0, 8)}`}
                onClick={() => onView(run)}
              >
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
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
