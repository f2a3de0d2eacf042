import { AppError } from '../../../platform/errors/app-error';
import type { WorkflowBody } from './answer-body';
import { isValidCallbackToken, type RunsContext } from '../run-context';
import { endOf } from './execute-run';
import { finishRun, type RunEnd } from '../end/finish-run';
import { findRun, updateProgress } from '../runs.queries';
import { readCallback } from './workflow-callback';

/**
 * A workflow's callback for its run (DESIGN §2.3). The token proves the caller got it from this
 * run's request. Progress updates a running run; the final result ends it once: a second final
 * callback, or one for a run that ended otherwise (deadline, cancel), changes nothing.
 */
export async function acceptCallback(
  context: RunsContext,
  runId: string,
  token: string,
  callback: WorkflowBody,
): Promise<{ accepted: boolean }> {
  if (!isValidCallbackToken(context, runId, token)) throw new AppError('FORBIDDEN', 'Invalid callback token');
  const run = await findRun(context.db, runId);
  if (!run) throw new AppError('NOT_FOUND', 'Run not found');
  const outcome = readCallback(callback);
  if (outcome.kind === 'invalid') {
    throw new AppError('VALIDATION_FAILED', `Invalid callback: ${outcome.message}`, [
      { path: 'body', message: outcome.message },
    ]);
  }
  if (outcome.kind === 'progress') {
    const updated = await updateProgress(context.db, runId, outcome.progress, outcome.message);
    return { accepted: Boolean(updated) };
  }
  if (run.status !== 'running') throw new AppError('CONFLICT', 'This run has already finished');
  const end: RunEnd | null =
    outcome.kind === 'failed'
      ? {
          status: 'failed',
          kind: outcome.inputRejected ? 'input_rejected' : 'workflow_error',
          message: outcome.inputRejected ? outcome.message : `Automation failed: ${outcome.message}`,
        }
      : await endOf(context, run, outcome);
  const ended = end && (await finishRun(context, runId, end));
  if (!ended) throw new AppError('CONFLICT', 'This run has already finished');
  return { accepted: true };
}
