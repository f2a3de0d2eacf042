import type { ResultDeliveryChoice, Run, RunInputValues } from '@basalt/contracts';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { useCancelRun } from '../api/cancel-run';
import { useLatestRun } from '../api/get-latest-run';
import { useStartRun } from '../api/start-run';
import { useRunStatus } from './use-run-status';

type Gate = 'idle' | 'confirm' | 'buy';

/**
 * Run Automation after validation: the run gate (balance below the quote opens the quick purchase),
 * the confirm modal, the start (one idempotency key per confirmed submit) and the live status. A run
 * of this automation still going (or just ended) when the page opens is shown as if started here, so
 * leaving the page mid-run never loses it (issue 41).
 */
export function useRunLauncher(options: {
  automationId: string;
  quote: number;
  balance: number;
  /** Called once the server has taken the run: its form is no longer unsent work. */
  onStarted?: () => void;
}) {
  const [gate, setGate] = useState<Gate>('idle');
  const [needsTokens, setNeedsTokens] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);
  const [current, setCurrent] = useState<{ run: Run; startedAt: number } | null>(null);
  const start = useStartRun();
  const cancel = useCancelRun();
  const status = useRunStatus(current?.run.id ?? null, current?.run ?? null);
  const latest = useLatestRun(options.automationId).data;
  // Taken once: after Run Again the page is the person's again, whatever a later read would say.
  const adopted = useRef(false);
  useEffect(() => {
    if (!latest || adopted.current) return;
    adopted.current = true;
    setCurrent((shown) => shown ?? { run: latest, startedAt: Date.parse(latest.createdAt) });
  }, [latest]);

  const requestRun = () => {
    setStartError(null);
    if (options.balance < options.quote) {
      setNeedsTokens(true);
      setGate('buy');
    } else {
      setNeedsTokens(false);
      setGate('confirm');
    }
  };

  const confirm = (
    input: RunInputValues,
    configurationId: string | null,
    onFieldErrors: (details: { path: string; message: string }[]) => void,
    deliver: ResultDeliveryChoice | null = null,
  ) => {
    start.mutate(
      {
        automationId: options.automationId,
        input: input as Record<string, string | number | boolean | null>,
        configurationId,
        // Always said, so the form's choice (shown from the configuration) is what the run does.
        deliver,
        idempotencyKey: crypto.randomUUID(),
      },
      {
        onSuccess: (run) => {
          setGate('idle');
          setCurrent({ run, startedAt: Date.now() });
          options.onStarted?.();
        },
        onError: (error) => {
          setGate('idle');
          if (error instanceof ApiError && error.code === 'INSUFFICIENT_TOKENS') {
            setNeedsTokens(true);
            setGate('buy');
          } else if (error instanceof ApiError && error.code === 'VALIDATION_FAILED' && error.details) {
            onFieldErrors(error.details);
          } else {
            setStartError(error instanceof ApiError ? error.message : 'Failed to start automation');
          }
        },
      },
    );
  };

  return {
    gate,
    setGate,
    needsTokens,
    startError,
    starting: start.isPending,
    requestRun,
    confirm,
    run: status.run,
    timedOut: status.timedOut,
    startedAt: current?.startedAt ?? null,
    cancelling: cancel.isPending,
    cancel: () => current && cancel.mutate(current.run.id),
    clear: () => setCurrent(null),
  };
}
