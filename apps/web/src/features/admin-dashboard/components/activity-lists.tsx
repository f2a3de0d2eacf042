import type { GetAdminDashboardResponse } from '@basalt/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { RunTokens } from '@/components/ui/run-tokens';
import { formatCount, formatRelativeTime } from '@/lib/format';
import { RunStatusBadge } from './run-status-badge';

function ListCard({
  title,
  link,
  children,
}: {
  title: string;
  link?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <Card className="flex flex-col gap-3 p-5">
      <div className="flex items-center justify-between">
        <h2 className="font-semibold">{title}</h2>
        {link && (
          <Link to={link.to} className="text-sm text-accent-text hover:underline">
            {link.label}
          </Link>
        )}
      </div>
      {children}
    </Card>
  );
}

const Empty = ({ text }: { text: string }) => <p className="py-6 text-center text-sm text-muted-foreground">{text}</p>;

export function ActivityLists({ dashboard }: { dashboard: GetAdminDashboardResponse }) {
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <div className="lg:col-span-2">
        <ListCard title="Recent Runs" link={{ to: '/admin/runs', label: 'View All' }}>
          {dashboard.recentRuns.length === 0 ? (
            <Empty text="No runs yet" />
          ) : (
            <ul className="divide-y">
              {dashboard.recentRuns.map((run) => (
                <li key={run.id} className="flex flex-wrap items-center justify-between gap-2 py-2.5 text-sm">
                  <div className="min-w-0">
                    <Link
                      to={`/admin/runs?run=${run.id}`}
                      className="font-medium hover:underline"
                      aria-label={`Run of ${run.automationName} by ${run.userEmail}`}
                    >
                      {run.automationName}
                    </Link>
                    <div className="text-xs text-muted-foreground">
                      {run.userName} · {run.userEmail}
                    </div>
                  </div>
                  <div className="flex items-center gap-3">
                    <span className="text-xs text-muted-foreground tabular-nums">
                      <RunTokens charged={run.tokensCharged} refunded={run.tokensRefunded} withUnit />
                    </span>
                    <RunStatusBadge label={run.statusLabel} status={run.status} />
                    <span className="w-16 text-right text-xs text-muted-foreground">
                      {formatRelativeTime(run.createdAt)}
                    </span>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </ListCard>
      </div>
      <div className="flex flex-col gap-4">
        <ListCard title="Recent Signups" link={{ to: '/admin/users', label: 'View All' }}>
          {dashboard.recentSignups.length === 0 ? (
            <Empty text="No signups yet" />
          ) : (
            <ul className="divide-y">
              {dashboard.recentSignups.map((signup) => (
                <li key={signup.id} className="flex items-center justify-between gap-2 py-2 text-sm">
                  <div className="min-w-0">
                    <Link to={`/admin/users?user=${signup.id}`} className="block truncate font-medium hover:underline">
                      {signup.fullName}
                    </Link>
                    <div className="truncate text-xs text-muted-foreground">{signup.email}</div>
                  </div>
                  <span className="text-xs text-muted-foreground">{formatRelativeTime(signup.createdAt)}</span>
                </li>
              ))}
            </ul>
          )}
        </ListCard>
        <ListCard title="Most Used This Month">
          {dashboard.popularAutomations.length === 0 ? (
            <Empty text="No runs this month" />
          ) : (
            <ol className="divide-y">
              {dashboard.popularAutomations.map((automation, index) => (
                <li key={automation.id} className="flex items-center justify-between gap-2 py-2 text-sm">
                  <span className="truncate">
                    <span className="mr-2 text-muted-foreground">{index + 1}.</span>
                    <Link to={`/admin/automation/edit/${automation.id}`} className="hover:underline">
                      {automation.name}
                    </Link>
                  </span>
                  <span className="text-right text-xs text-muted-foreground tabular-nums">
                    {formatCount(automation.runCount, 'run')} · {formatCount(automation.totalTokens, 'token')} net
                  </span>
                </li>
              ))}
            </ol>
          )}
        </ListCard>
      </div>
    </div>
  );
}
