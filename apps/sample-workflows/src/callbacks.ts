import type { FastifyBaseLogger } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import { InvalidInputError, UpstreamError } from './errors';
import type { AsyncWorkflow, RunContext, SyncWorkflow } from './workflow';

export interface BackgroundRun {
  workflow: AsyncWorkflow;
  input: Record<string, unknown>;
  context: RunContext;
  callbackUrl: string;
  intervalMs: number;
  log: FastifyBaseLogger;
  /** Aborted when the server closes, so no timer outlives it. */
  signal: AbortSignal;
}

async function postCallback(context: RunContext, url: string, body: unknown, signal: AbortSignal): Promise<void> {
  const { status } = await context.outbound.post(
    url,
    JSON.stringify(body),
    AbortSignal.any([signal, AbortSignal.timeout(10_000)]),
  );
  if (status < 200 || status > 299) throw new Error(`callback answered HTTP ${status}`);
}

/** A failure as a callback: the input's own problems keep code invalid_input, so Basalt does not refund them. */
function failureOf(error: unknown, log: FastifyBaseLogger, runId: string | undefined) {
  if (error instanceof InvalidInputError) return { status: 'failed', error: error.message, code: 'invalid_input' };
  log.error({ err: error, runId }, 'sample workflow failed');
  return {
    status: 'failed',
    error: error instanceof UpstreamError ? error.message : 'The workflow failed unexpectedly.',
  };
}

/**
 * A synchronous workflow run for an automation set to "acknowledges, then calls back": the
 * request was answered 200 at once; the result (or failure) goes to the callback URL.
 */
export async function answerByCallback(
  run: Omit<BackgroundRun, 'workflow' | 'intervalMs'> & { workflow: SyncWorkflow },
): Promise<void> {
  const { workflow, input, context, callbackUrl, log, signal } = run;
  let outcome: unknown;
  try {
    outcome = { status: 'completed', result: await workflow.run(input, context) };
  } catch (error) {
    outcome = failureOf(error, log, context.runId);
  }
  try {
    await postCallback(context, callbackUrl, outcome, signal);
  } catch (error) {
    if (!signal.aborted) log.warn({ err: error, runId: context.runId, workflow: workflow.slug }, 'callback failed');
  }
}

/** Posts one progress message per step, then the result; stops at the first callback that fails. */
export async function runInBackground(run: BackgroundRun): Promise<void> {
  const { workflow, input, context, callbackUrl, intervalMs, log, signal } = run;
  const steps = workflow.steps(input);
  try {
    for (const [index, message] of steps.entries()) {
      await sleep(intervalMs, undefined, { signal });
      await postCallback(context, callbackUrl, { progress: Math.round((index / steps.length) * 100), message }, signal);
    }
    await sleep(intervalMs, undefined, { signal });
    let outcome: unknown;
    try {
      outcome = { status: 'completed', result: workflow.run(input, context) };
    } catch (error) {
      log.error({ err: error, runId: context.runId }, 'sample workflow failed');
      outcome = { status: 'failed', error: 'The workflow failed unexpectedly.' };
    }
    await postCallback(context, callbackUrl, outcome, signal);
  } catch (error) {
    if (signal.aborted) log.info({ runId: context.runId }, 'sample workflow stopped: server closing');
    else log.warn({ err: error, runId: context.runId, workflow: workflow.slug }, 'callback failed; run abandoned');
  }
}
