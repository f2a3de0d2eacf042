import { VersionTag } from '@/components/ui/version-tag';
import type { GetAdminRunResponse } from '@basalt/contracts';
import type { ReactNode } from 'react';
import { AlertBanner } from '@/components/ui/alert-banner';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { formatCount, formatDateTime, formatNumber } from '@/lib/format';
import { useAdminRun, useCancelAdminRun } from '../api/get-admin-run';
import { RefundRunForm } from './refund-run-form';
import { netTokens, RunStatusBadge, runStatusNames } from './run-status';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h3 className="font-semibold">{title}</h3>
      {children}
    </section>
  );
}

// Focusable so a keyboard user can scroll a long input or output (axe scrollable-region-focusable).
const Json = ({ value, label }: { value: unknown; label: string }) => (
  <pre
    tabIndex={0}
    role="region"
    aria-label={label}
    className="max-h-64 overflow-auto rounded-lg bg-surface-muted p-3 text-xs break-words whitespace-pre-wrap"
  >
    {JSON.stringify(value, null, 2)}
  </pre>
);

function RunDetails({ detail }: { detail: GetAdminRunResponse }) {
  const { run, user, events, ledger } = detail;
  const cancel = useCancelAdminRun(run.id);
  const going = run.status === 'pending' || run.status === 'running';
  const confirmCancel = () => {
    if (window.confirm(`Cancel this run of ${user.email}? Unused tokens go back to them.`)) cancel.mutate();
  };
  return (
    <div className="flex flex-col gap-5 text-sm">
      <div className="flex flex-wrap items-center gap-3">
        <RunStatusBadge status={run.status} />
        <span className="font-medium">
          <span>{run.automationName ?? 'Unknown'}</span>
          <VersionTag number={run.automationVersion} />
        </span>
        <span className="break-all text-muted-foreground">
          {user.fullName} · {user.email}
        </span>
      </div>
      <p className="text-muted-foreground">
        Started {formatDateTime(run.createdAt)}
        {run.completedAt && ` · ended ${formatDateTime(run.completedAt)}`} · quoted {formatNumber(run.quotedTokens)},
        charged {formatNumber(run.tokensCharged)}, refunded {formatNumber(run.tokensRefunded)}, net{' '}
        {formatCount(netTokens(run), 'token')}
      </p>
      {going && (
        <div className="flex flex-col gap-2">
          <Button
            variant="secondary"
            size="sm"
            className="self-start"
            onClick={confirmCancel}
            disabled={cancel.isPending}
          >
            Cancel Run
          </Button>
          {cancel.isError && <AlertBanner>{cancel.error.message}</AlertBanner>}
        </div>
      )}
      {!going && run.tokensCharged > 0 && <RefundRunForm run={run} email={user.email} />}
      {run.errorMessage && (
        <Section title="Error">
          <AlertBanner>{run.errorMessage}</AlertBanner>
        </Section>
      )}
      <Section title="Input">
        <Json value={run.inputData} label="Input" />
      </Section>
      <Section title="Output">
        {run.resultData ? (
          <Json value={run.resultData} label="Output" />
        ) : (
          <p className="text-muted-foreground">No output</p>
        )}
      </Section>
      <Section title="Run Log">
        <ol className="flex flex-col gap-1">
          {events.map((event) => (
            <li key={event.id} className="flex flex-wrap gap-x-3">
              <span className="text-muted-foreground tabular-nums">{formatDateTime(event.createdAt)}</span>
              <span className="font-medium">
                {event.kind === 'progress' ? `${event.progress ?? 0}%` : runStatusNames[event.status]}
              </span>
              {event.message && <span>{event.message}</span>}
            </li>
          ))}
        </ol>
      </Section>
      <Section title="Tokens">
        {ledger.length === 0 ? (
          <p className="text-muted-foreground">No token movements</p>
        ) : (
          <ul className="flex flex-col gap-1">
            {ledger.map((entry) => (
              <li key={entry.id} className="flex flex-wrap justify-between gap-x-3">
                <span>{entry.description}</span>
                <span className="tabular-nums">
                  {entry.amount > 0 ? '+' : ''}
                  {formatNumber(entry.amount)} (balance {formatNumber(entry.balanceAfter)})
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}

/** One run of any user, with cancel while it is still going and a refund once it has ended (audited on the server). */
export function AdminRunDialog({ runId, onClose }: { runId: string; onClose: () => void }) {
  const detail = useAdminRun(runId);
  return (
    <Dialog open onClose={onClose} title="Run Details" className="max-w-3xl">
      {detail.isPending && <Spinner label="Loading run" />}
      {detail.isError && <AlertBanner>{detail.error.message}</AlertBanner>}
      {detail.data && <RunDetails detail={detail.data} />}
    </Dialog>
  );
}
