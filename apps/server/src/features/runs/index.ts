import type { FastifyInstance } from 'fastify';
import type { Config } from '../../platform/config/config';
import type { Database } from '../../platform/db/database';
import type { JobQueue } from '../../platform/jobs/job-queue';
import { createLogger, type Logger } from '../../platform/logger';
import { engineOutboundPolicy, OutboundClient } from '../../platform/outbound';
import type { PlatformDeps } from '../../platform/platform-deps';
import type { RealtimeHub } from '../../platform/realtime';
import { createFileStorage, type FileStorage } from '../../platform/storage';
import { createFilesContext, startFilePurge } from '../files';
import { startDeadlineSweeper, type SweepLog } from './worker/deadline-sweeper';
import { createRunsContext, type RunsContext } from './run-context';
import { RunEventBus } from './live/run-event-bus';
import { registerRunEvents } from './live/run-events.routes';
import { prepareRunQueue, workRuns, type RunWorker } from './worker/run-job';
import { registerRunRoutes } from './runs.routes';
import { RunWaits } from './live/run-wait';
import { registerRunCallbackRoute } from './worker/run-callback.routes';
import { runStartNoticesFor } from './start/run-start-notices';
import { closeAllSseStreams } from './live/sse-stream';

export type { RunsContext } from './run-context';
export { executeRun } from './worker/execute-run';
export { classifyWorkflowAnswer, type AnswerOutcome } from './worker/workflow-answer';
export { readCallback, type CallbackOutcome } from './worker/workflow-callback';
export { failOverdueRuns, type SweepLog } from './worker/deadline-sweeper';
export { cancelRunsOfLeavingUser, lockRunsOfLeavingUser } from './end/leaving-user-runs';
export { startRun, type RunOrigin } from './start/start-run.service';
export { cancelRun, getRun } from './runs.service';
export type { RunWaits } from './live/run-wait';
export { finishRun } from './end/finish-run';
export { refuseQueuedRunsOfPaused } from './health/pause-on-failures';
export { toRun } from './run-presenter';
export { findRunView } from './runs.queries';
export { listRunLog } from './history/run-log.queries';
export { RUN_QUEUE, workRuns, type RunWorker } from './worker/run-job';
export { historyFilter as runHistoryFilter } from './history/history.queries';

/** The run engine's collaborators for this process: storage, outbound client, files, queue. */
export function createRunsRuntime(
  config: Config,
  db: Database,
  jobQueue?: JobQueue,
  log: Logger = createLogger(config),
  storage: FileStorage = createFileStorage(config),
): RunsContext {
  // Automations' webhooks and their result files: the operator's engines (D17).
  const outbound = new OutboundClient(engineOutboundPolicy(config));
  const files = createFilesContext(config, db, storage, outbound);
  return createRunsContext(config, db, files, outbound, jobQueue, log);
}

/** A web process's live view of runs: one event bus over the realtime hub, and the requests waiting on it. */
export function createRunWaits(runs: RunsContext, realtime: RealtimeHub): RunWaits {
  return new RunWaits(runs, new RunEventBus(realtime));
}

/** HTTP side: start, history, cancel, delete, callbacks and live status. */
export function registerRuns(
  app: FastifyInstance,
  {
    runs,
    runWaits,
    realtime,
    config,
  }: Pick<PlatformDeps, 'config' | 'realtime'> & { runs: RunsContext; runWaits: RunWaits },
) {
  app.addHook('onReady', async () => {
    await runWaits.bus.start();
    if (runs.jobQueue) await prepareRunQueue(runs.jobQueue);
  });
  app.addHook('preClose', async () => {
    closeAllSseStreams(app);
    // Runs started just before the close are still announced, before the database goes.
    await runStartNoticesFor(runs.db, runs.log).settled();
  });
  app.addHook('onClose', async () => {
    runWaits.bus.stop();
    await realtime.close();
    runs.outbound.close();
  });
  registerRunRoutes(app, runs, runWaits);
  registerRunCallbackRoute(app, runs, Math.max(config.WEBHOOK_MAX_RESPONSE_BYTES, runs.files.resultFileMaxBytes));
  registerRunEvents(app, runs, runWaits.bus);
}

/** Worker side (ROLE worker or all): run jobs, the deadline sweeper and the file purge. */
export async function startRunWorker(queue: JobQueue, context: RunsContext, log: SweepLog): Promise<RunWorker> {
  const worker = await workRuns(queue, context);
  await startDeadlineSweeper(queue, context, log);
  await startFilePurge(queue, context.files);
  return worker;
}
