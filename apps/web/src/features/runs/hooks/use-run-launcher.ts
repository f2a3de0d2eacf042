import type { ResultDeliveryChoice, Run, RunInputValues } from '@basalt/contracts';
import { useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { useCancelRun } from '../api/cancel-run';
import { useStartRun } from '../api/start-run';
import { useRunStatus } from './use-run-status';

type Gate = 'idle' | 'confirm' | 'buy';

/**
 * Run Automation after validation: the run gate (balance below the quote opens the quick purchase),
 * the confirm modal, the start (one idempotency key per confirmed submit) and the live status.
 */
export function useRunLauncher(options: { automationId: string; quote: number; balance: number }) {
  const [gate, setGate] = useState<Gate>('idle');
  const [needsTokens, setNeedsTokens] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);
  const [current, setCurrent] = useState<{ run: Run; startedAt: number } | null>(null);
  const start = useStartRun();
  const cancel = useCancelRun();
  const status = useRunStatus(current?.run.id ?? null, current?.run ?? null);

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
