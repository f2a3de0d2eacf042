import { isFinishedRunStatus, type Run, type RunProgressEvent } from '@basalt/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { getRun } from '../api/get-run';
import { runQueryKeys } from '../api/run-query-keys';

/** Spec §4: after the live stream drops, the run is polled every 2 s, 60 times at most. */
export const POLL_INTERVAL_MS = 2000;
export const POLL_ATTEMPTS = 60;
export const TIMEOUT_MESSAGE = 'Automation timed out. Check automation history for status.';

export interface RunStatus {
  run: Run | null;
  /** Set when polling gave up before the run ended. */
  timedOut: boolean;
}

/**
 * The live state of one run: Server-Sent Events first (the run, then progress, then the final
 * run); if the stream drops before the end, polling. A finished run refreshes balances and lists.
 */
export function useRunStatus(runId: string | null, initial: Run | null = null): RunStatus {
  const queryClient = useQueryClient();
  const [state, setState] = useState<RunStatus>({ run: initial, timedOut: false });
  const initialRef = useRef(initial);
  initialRef.current = initial;

  useEffect(() => {
    if (!runId) return;
    // The start answer (Queued) shows at once; the stream then brings what followed.
    setState({ run: initialRef.current?.id === runId ? initialRef.current : null, timedOut: false });
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const finish = () => {
      void queryClient.invalidateQueries({ queryKey: runQueryKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['tokens'] });
      void queryClient.invalidateQueries({ queryKey: ['session'] });
    };
    const show = (run: Run) => {
      if (stopped) return;
      setState({ run, timedOut: false });
      if (isFinishedRunStatus(run.status)) finish();
    };

    const poll = (attempt: number) => {
      if (stopped) return;
      if (attempt >= POLL_ATTEMPTS) return setState((current) => ({ ...current, timedOut: true }));
      timer = setTimeout(async () => {
        const run = await getRun(runId).catch(() => null);
        if (run) show(run);
        if (!run || !isFinishedRunStatus(run.status)) poll(attempt + 1);
      }, POLL_INTERVAL_MS);
    };

    const source = new EventSource(`/api/runs/${runId}/events`);
    let ended = false;
    source.addEventListener('run', (event) => {
      const { run } = JSON.parse((event as MessageEvent<string>).data) as { run: Run };
      show(run);
      if (isFinishedRunStatus(run.status)) {
        ended = true;
        source.close();
      }
    });
    source.addEventListener('progress', (event) => {
      const change = JSON.parse((event as MessageEvent<string>).data) as RunProgressEvent;
      setState((current) =>
        current.run
          ? {
              ...current,
              run: {
                ...current.run,
                status: change.status,
                progress: change.progress,
                progressMessage: change.progressMessage,
              },
            }
          : current,
      );
    });
    source.onerror = () => {
      source.close();
      if (!ended && !stopped) poll(0);
    };
    return () => {
      stopped = true;
      source.close();
      clearTimeout(timer);
    };
  }, [runId, queryClient]);

  return runId ? state : { run: null, timedOut: false };
}
