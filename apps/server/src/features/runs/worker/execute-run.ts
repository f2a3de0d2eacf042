import type { RunFailureKind } from '@basalt/contracts';
import { retryWhileConnectionLost } from '../../../platform/db/connection-lost';
import { OutboundError, signWebhook } from '../../../platform/outbound';
import { keepAnswerFile, keepResultFiles, ResultFileError, runFileLinks, uploadIdsInInput } from '../../files';
import type { AnswerFile } from './answer-body';
import { callbackUrl, type RunsContext } from '../run-context';
import { finishRun, type RunEnd } from '../end/finish-run';
import { queueRunStarted } from '../end/run-follow-ups';
import { runCompletionsFor } from './run-completions';
import { refuseQueuedRunsOfPaused } from '../health/pause-on-failures';
import { claimPendingRuns, type ClaimedRun, type RunAutomation, type RunRow } from '../runs.queries';
import { classifyWorkflowAnswer, type AnswerOutcome } from './workflow-answer';

const outboundMessages: Record<OutboundError['kind'], [RunFailureKind, string]> = {
  refused_address: ['refused_address', 'Automation failed: its address is not allowed (private or local network).'],
  timeout: ['timeout', 'Automation timed out: its service did not answer in time.'],
  unreachable: ['unreachable', 'Failed to establish connection to automation service.'],
  response_too_large: ['response_too_large', 'Automation failed: its answer was too large.'],
};

/** Calls the workflow and returns how its answer ends the run, or null when it will call back. */
async function callWorkflow(
  context: RunsContext,
  run: RunRow,
  automation: RunAutomation | null,
): Promise<AnswerOutcome | RunEnd> {
  if (!automation?.webhookUrl) {
    return { status: 'failed', kind: 'unreachable', message: 'This automation is not available any more.' };
  }
  const linkTtlSeconds = automation.maxDurationMinutes * 60 + 600;
  const files = await runFileLinks(
    context.files,
    uploadIdsInInput(automation.customFields, run.inputData),
    linkTtlSeconds,
  );
  const body = JSON.stringify({
    run_id: run.id,
    automation: { id: automation.id, slug: automation.slug, name: automation.name },
    input: run.inputData,
    files,
    callback_url: callbackUrl(context, run.id),
    answer_mode: automation.answerMode ?? 'result',
  });
  const signature = automation.webhookSecret ? signWebhook(automation.webhookSecret, `msg_${run.id}`, body) : {};
  const remainingMs = (run.deadlineAt?.getTime() ?? Date.now() + context.webhookTimeoutMs) - Date.now();
  try {
    const response = await context.outbound.request({
      method: 'POST',
      url: automation.webhookUrl,
      headers: { 'content-type': 'application/json', 'user-agent': 'Basalt-Webhooks/1.0', ...signature },
      body,
      timeoutMs: Math.max(1_000, Math.min(context.webhookTimeoutMs, remainingMs)),
      // A file answer may be as large as a result file; any other answer is held to the webhook limit.
      maxBytes: Math.max(context.webhookMaxBytes, context.files.resultFileMaxBytes),
    });
    return classifyWorkflowAnswer(response, automation.answerMode ?? 'result', context.webhookMaxBytes);
  } catch (error) {
    if (!(error instanceof OutboundError)) throw error;
    const [kind, message] = outboundMessages[error.kind];
    return { status: 'failed', kind, message };
  }
}

/** Keeps a file the workflow answered with as the run's result file; one that cannot be kept fails the run (refunded). */
export async function withAnswerFile(context: RunsContext, run: RunRow, file: AnswerFile): Promise<RunEnd> {
  try {
    const result = await keepAnswerFile(
      context.files,
      { userId: run.userId, runId: run.id, automationId: run.automationId },
      file,
    );
    return { status: 'completed', result };
  } catch (error) {
    if (!(error instanceof ResultFileError)) throw error;
    return { status: 'failed', kind: 'workflow_error', message: `Automation failed: ${error.message}.` };
  }
}

/** The run's end for an answer or callback outcome, with its files kept; null while the workflow works on. */
export async function endOf(
  context: RunsContext,
  run: RunRow,
  outcome: AnswerOutcome | RunEnd,
): Promise<RunEnd | null> {
  if ('status' in outcome) return withKeptFiles(context, run, outcome);
  switch (outcome.kind) {
    case 'accepted':
      return null;
    case 'completed':
      return withKeptFiles(context, run, { status: 'completed', result: outcome.result });
    case 'file':
      return withAnswerFile(context, run, outcome.file);
    case 'failed':
      return { status: 'failed', kind: outcome.failureKind, message: outcome.message };
  }
}

/** Keeps a completed run's result files; a file that cannot be kept fails the run (refunded). */
export async function withKeptFiles(context: RunsContext, run: RunRow, end: RunEnd): Promise<RunEnd> {
  if (end.status !== 'completed') return end;
  try {
    const result = await keepResultFiles(
      context.files,
      { userId: run.userId, runId: run.id, automationId: run.automationId },
      end.result,
    );
    return { status: 'completed', result };
  } catch (error) {
    if (!(error instanceof ResultFileError)) throw error;
    return { status: 'failed', kind: 'workflow_error', message: `Automation failed: ${error.message}.` };
  }
}

/** Most runs complete without moving tokens: one statement shared with the runs completing alongside. */
async function endRun(context: RunsContext, run: RunRow, final: RunEnd): Promise<void> {
  if (final.status === 'completed' && run.pricing.hold === 0) {
    if (await runCompletionsFor(context.db).complete(run.id, final.result)) return;
  }
  await finishRun(context, run.id, final);
}

/**
 * The worker's part of a run (DESIGN §2): claim it (pending -> running), then call its workflow
 * (executeClaimedRun). A worker claims a batch of runs at once (run-job.ts); this is the one-run form.
 */
export async function executeRun(context: RunsContext, runId: string): Promise<void> {
  const [claimed] = await claimPendingRuns(context.db, [runId], context.runningGraceSeconds);
  if (claimed) await executeClaimedRun(context, claimed);
  else await refuseQueuedRunsOfPaused(context, { runIds: [runId] });
}

/**
 * POST the claimed run's signed request and end it from the answer, unless the workflow answered 202
 * and will call back. Never throws: an unexpected error fails the run (refunded) so it does not wait
 * for its deadline.
 */
export async function executeClaimedRun(context: RunsContext, claimed: ClaimedRun): Promise<void> {
  const { automation, ...run } = claimed;
  const runId = run.id;
  try {
    // Its own short transaction after the claim: a failure there loses only this notice, never the run.
    await queueRunStarted(context, run).catch((error: unknown) =>
      context.log.error({ err: error, runId }, 'run.started webhook could not be queued'),
    );
    const final = await endOf(context, run, await callWorkflow(context, run, automation));
    if (!final) return;
    // The workflow's answer is not lost to a database outage: ending the run waits for the database.
    // Ending twice is harmless (a run ends once, from the state it is in).
    await retryWhileConnectionLost(() => endRun(context, run, final), {
      onRetry: () => context.log.warn({ runId }, 'waiting for the database to end a run'),
    });
  } catch (error) {
    context.log.error({ err: error, runId }, 'run failed unexpectedly');
    await finishRun(
      context,
      runId,
      { status: 'failed', kind: 'workflow_error', message: 'Automation failed: an unexpected error occurred.' },
      ['pending', 'running'],
    ).catch((finishError: unknown) => context.log.error({ err: finishError, runId }, 'run could not be failed'));
  }
}
