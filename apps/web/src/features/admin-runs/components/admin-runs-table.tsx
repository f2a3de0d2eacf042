import { VersionTag } from '@/components/ui/version-tag';
import type { AdminRunRow } from '@basalt/contracts';
import { Button } from '@/components/ui/button';
import { RunTokens } from '@/components/ui/run-tokens';
import { Table, Td, Th } from '@/components/ui/table';
import { formatDateTime } from '@/lib/format';
import { RunStatusBadge } from './run-status';

export function AdminRunsTable({ runs, onView }: { runs: AdminRunRow[]; onView: (run: AdminRunRow) => void }) {
  return (
    <Table>
      <thead>
        <tr>
          <Th>Automation</Th>
          <Th>User</Th>
          <Th>Status</Th>
          <Th className="text-right">Tokens</Th>
          <Th>Started</Th>
          <Th sticky className="text-right">
            <span className="sr-only">Actions</span>
          </Th>
        </tr>
      </thead>
      <tbody>
        {runs.map((run) => (
          <tr key={run.id} className="hover:bg-surface-muted/40">
            <Td className="font-medium">
              <span>{run.automationName ?? 'Unknown'}</span>
              <VersionTag number={run.automationVersion} />
            </Td>
            <Td>
              <div>{run.user.fullName}</div>
              <div className="text-xs text-muted-foreground">{run.user.email}</div>
            </Td>
            <Td>
              <RunStatusBadge status={run.status} />
            </Td>
            <Td className="text-right tabular-nums">
              <RunTokens charged={run.tokensCharged} refunded={run.tokensRefunded} />
            </Td>
            <Td className="whitespace-nowrap">{formatDateTime(run.createdAt)}</Td>
            <Td sticky className="text-right">
              <Button
                variant="secondary"
                size="sm"
                onClick={() => onView(run)}
                aria-label={`View Details of the ${run.automationName ?? 'Unknown'} run of ${run.user.email}`}
              >
                View Details
              </Button>
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
