import type { RunCallbackBody } from '@basalt/contracts';
import { AppError } from '../../platform/errors/app-error';
import { isValidCallbackToken, type RunsContext } from './run-context';
import { withKeptFiles } from './execute-run';
import { finishRun, type RunEnd } from './finish-run';
import { findRun, updateProgress } from './runs.queries';

/**
 * A workflow's callback for its run (DESIGN §2.3). The token proves the caller got it from this
 * run's request. Progress updates a running run; the final result ends it once: a second final
 * callback, or one for a run that ended otherwise (deadline, cancel), changes nothing.
 */
export async function acceptCallback(
  context: RunsContext,
  runId: string,
  token: string,
  body: RunCallbackBody,
): Promise<{ accepted: boolean }> {
  if (!isValidCallbackToken(context, runId, token)) throw new AppError('FORBIDDEN', 'Invalid callback token');
  const run = await findRun(context.db, runId);
  if (!run) throw new AppError('NOT_FOUND', 'Run not found');

  if (body.status === 'completed' || body.status === 'failed') {
    if (run.status !== 'running') throw new AppError('CONFLICT', 'This run has already finished');
    const end: RunEnd =
      body.status === 'completed'
        ? await withKeptFiles(context, run, { status: 'completed', result: body.result })
        : {
            status: 'failed',
            kind: body.code === 'invalid_input' ? 'input_rejected' : 'workflow_error',
            message: body.code === 'invalid_input' ? body.error : `Automation failed: ${body.error}`,
          };
    const ended = await finishRun(context, runId, end);
    if (!ended) throw new AppError('CONFLICT', 'This run has already finished');
    return { accepted: true };
  }

  const updated = await updateProgress(context.db, runId, body.progress ?? null, body.message ?? null);
  return { accepted: Boolean(updated) };
}
