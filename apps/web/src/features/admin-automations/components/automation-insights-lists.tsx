import type { GetAutomationInsightsResponse } from '@basalt/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { RunStatusBadge } from '@/components/ui/run-status-badge';
import { RunTokens } from '@/components/ui/run-tokens';
import { Table, Td, Th } from '@/components/ui/table';
import { formatCount, formatDateTime, formatNumber } from '@/lib/format';

type Insights = GetAutomationInsightsResponse;

/** The runs explorer, filtered to this automation and whatever else is given. */
export const runsExplorerPath = (automationId: string, filters: Record<string, string> = {}) =>
  `/admin/runs?${new URLSearchParams({ automationId, ...filters }).toString()}`;

const linkStyle = 'font-medium text-accent-text underline underline-offset-4';

function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold">{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}

const Empty = ({ children }: { children: ReactNode }) => (
  <Card className="p-5 text-sm text-muted-foreground">{children}</Card>
);

export function TopErrors({ insights }: { insights: Insights }) {
  const { id } = insights.automation;
  return (
    <Section
      title="Top errors"
      action={
        <Link to={runsExplorerPath(id, { status: 'failed' })} className={linkStyle}>
          See failed runs
        </Link>
      }
    >
      {insights.topErrors.length === 0 ? (
        <Empty>No failed runs in the last 30 days.</Empty>
      ) : (
        <Card className="p-0">
          <ol className="divide-y">
            {insights.topErrors.map((error) => (
              <li key={error.message} className="flex items-start justify-between gap-4 px-5 py-3 text-sm">
                <span className="[overflow-wrap:anywhere]">{error.message || 'No error message'}</span>
                <span className="shrink-0 text-muted-foreground tabular-nums">{formatCount(error.count, 'run')}</span>
              </li>
            ))}
          </ol>
        </Card>
      )}
    </Section>
  );
}

export function LastRuns({ insights }: { insights: Insights }) {
  const { id } = insights.automation;
  return (
    <Section
      title="Last runs"
      action={
        <Link to={runsExplorerPath(id)} className={linkStyle}>
          See all runs
        </Link>
      }
    >
      {insights.lastRuns.length === 0 ? (
        <Empty>No runs yet.</Empty>
      ) : (
        <Table>
          <thead>
            <tr>
              <Th>Started</Th>
              <Th>User</Th>
              <Th>Status</Th>
              <Th className="text-right">Tokens</Th>
            </tr>
          </thead>
          <tbody>
            {insights.lastRuns.map((run) => (
              <tr key={run.id}>
                <Td className="whitespace-nowrap">
                  <Link to={runsExplorerPath(id, { run: run.id })} className={linkStyle}>
                    {formatDateTime(run.createdAt)}
                  </Link>
                </Td>
                <Td className="[overflow-wrap:anywhere]">{run.userEmail}</Td>
                <Td>
                  <RunStatusBadge status={run.status} />
                </Td>
                <Td className="text-right tabular-nums">
                  <RunTokens charged={run.tokensCharged} refunded={run.tokensRefunded} />
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Section>
  );
}

export function TopUsers({ insights }: { insights: Insights }) {
  const { id } = insights.automation;
  return (
    <Section title="Who uses it most">
      {insights.topUsers.length === 0 ? (
        <Empty>Nobody ran it in the last 30 days.</Empty>
      ) : (
        <Table>
          <thead>
            <tr>
              <Th>User</Th>
              <Th className="text-right">Runs</Th>
              <Th className="text-right">Tokens, net</Th>
            </tr>
          </thead>
          <tbody>
            {insights.topUsers.map((user) => (
              <tr key={user.userId}>
                <Td className="[overflow-wrap:anywhere]">
                  <Link to={runsExplorerPath(id, { q: user.email })} className={linkStyle}>
                    {user.email}
                  </Link>
                </Td>
                <Td className="text-right tabular-nums">{formatNumber(user.runs)}</Td>
                <Td className="text-right tabular-nums">{formatNumber(user.tokens)}</Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Section>
  );
}
