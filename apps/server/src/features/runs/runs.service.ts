import type { GetRunDetailResponse, Run } from '@basalt/contracts';
import { AppError } from '../../platform/errors/app-error';
import { deleteRunFiles } from '../files';
import type { RunsContext } from './run-context';
import { finishRun } from './end/finish-run';
import { listRunLog } from './history/run-log.queries';
import { toRun } from './run-presenter';
import { deleteRun as deleteRunRow, findRunFields, findRunView, type RunView } from './runs.queries';

/** The run if it is this user's; someone else's run is reported as missing, not as forbidden. */
export async function getOwnRunView(context: RunsContext, userId: string, runId: string): Promise<RunView> {
  const view = await findRunView(context.db, runId);
  if (!view || view.userId !== userId) throw new AppError('NOT_FOUND', 'Run not found');
  return view;
}

export async function getRun(context: RunsContext, userId: string, runId: string): Promise<Run> {
  return toRun(context, await getOwnRunView(context, userId, runId));
}

/** One of the user's runs with its log (the run details' timeline). */
export async function getRunDetail(context: RunsContext, userId: string, runId: string): Promise<GetRunDetailResponse> {
  const view = await getOwnRunView(context, userId, runId);
  const [run, events, fields] = await Promise.all([
    toRun(context, view),
    listRunLog(context.db, runId),
    findRunFields(context.db, view),
  ]);
  return { run, events, fields };
}

/** A user stops a queued or running run; what was not used is given back (see finish-run decide()). */
export async function cancelRun(context: RunsContext, userId: string, runId: string): Promise<Run> {
  await getOwnRunView(context, userId, runId);
  const ended = await finishRun(context, runId, { status: 'cancelled' }, ['pending', 'running']);
  if (!ended) throw new AppError('CONFLICT', 'This run has already finished');
  return getRun(context, userId, runId);
}

/**
 * Deletes a finished run for good, with its result files. Never refunds (D4). A run still going
 * must be cancelled first, so that no hold is left without a run to settle it.
 */
export async function deleteRun(context: RunsContext, userId: string, runId: string): Promise<void> {
  const view = await getOwnRunView(context, userId, runId);
  if (view.status === 'pending' || view.status === 'running') {
    throw new AppError('CONFLICT', 'This run is still going. Cancel it before deleting it.');
  }
  await deleteRunFiles(context.files, runId);
  await deleteRunRow(context.db, runId);
}
