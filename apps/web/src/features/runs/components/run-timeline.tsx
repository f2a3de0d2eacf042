import type { RunLogEvent } from '@basalt/contracts';
import { useEffect, useRef } from 'react';
import { useRun } from '../api/get-run';
import { RunStatusBadge } from './run-status-badge';

const timeOf = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', second: '2-digit' });

function Step({ event }: { event: RunLogEvent }) {
  return (
    <li className="relative flex flex-col gap-0.5 border-l-2 pb-3 pl-4 last:pb-0">
      <span aria-hidden="true" className="absolute top-1.5 -left-[5px] size-2 rounded-full bg-muted-foreground" />
      <div className="flex flex-wrap items-center gap-2">
        <time dateTime={event.createdAt} className="font-mono text-xs text-muted-foreground">
          {timeOf(event.createdAt)}
        </time>
        {event.kind === 'status' ? (
          <RunStatusBadge status={event.status} />
        ) : (
          <span className="text-xs font-medium">Progress{event.progress !== null ? ` ${event.progress}%` : ''}</span>
        )}
      </div>
      {event.message && <p className="break-words text-sm">{event.message}</p>}
    </li>
  );
}

/**
 * A run's log: each state change (with what happened to the tokens) and progress message, with its
 * time. `liveKey` changes whenever the live run changes (status, progress), which re-reads the log.
 */
export function RunTimeline({ runId, liveKey }: { runId: string; liveKey?: string }) {
  const query = useRun(runId);
  const { refetch } = query;
  const firstKey = useRef(liveKey);
  useEffect(() => {
    // The first read is the query's own; later changes of the live run read the log again.
    if (liveKey === firstKey.current) return;
    firstKey.current = undefined;
    void refetch();
  }, [liveKey, refetch]);
  const events = query.data?.events ?? [];
  return (
    <section aria-label="Run timeline" className="flex flex-col gap-2">
      <h3 className="font-semibold">Timeline</h3>
      {query.isError && <p className="text-sm text-danger">Failed to load the run’s timeline</p>}
      {events.length === 0 && !query.isError ? (
        <p className="text-sm text-muted-foreground">{query.isPending ? 'Loading…' : 'No steps recorded.'}</p>
      ) : (
        <ol className="flex flex-col">
          {events.map((event) => (
            <Step key={event.id} event={event} />
          ))}
        </ol>
      )}
    </section>
  );
}
