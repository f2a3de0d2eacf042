import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../platform/config/config';
import type { Database } from '../../platform/db/database';
import type { JobQueue } from '../../platform/jobs/job-queue';
import type { Logger } from '../../platform/logger';
import { customerOutboundPolicy, type OutboundClient, type OutboundPolicy } from '../../platform/outbound';
import type { FilesContext } from '../files';

/** What the run engine needs, built once per process (web app and worker alike). */
export interface RunsContext {
  db: Database;
  files: FilesContext;
  /** Calls automations' webhooks and fetches their result files (the engine policy, D17). */
  outbound: OutboundClient;
  /** Checks a run's own webhookUrl, a customer's destination (D17), when the run starts. */
  customerPolicy: OutboundPolicy;
  /** Absent in a process that cannot enqueue (tests without a queue): starting a run answers 503. */
  jobQueue?: JobQueue;
  publicUrl: string;
  webhookTimeoutMs: number;
  webhookMaxBytes: number;
  /** A started run may take its automation's maximum duration plus this, for the last callback to arrive. */
  runningGraceSeconds: number;
  callbackKey: Buffer;
  /** Background failures (a run's unexpected error) are logged here, with the run's id. */
  log: Logger;
  /** Queued or running runs one user may have at once (0 = no cap). */
  maxConcurrentRuns: number;
}

export function createRunsContext(
  config: Config,
  db: Database,
  files: FilesContext,
  outbound: OutboundClient,
  jobQueue: JobQueue | undefined,
  log: Logger,
): RunsContext {
  return {
    db,
    files,
    outbound,
    customerPolicy: customerOutboundPolicy(config),
    jobQueue,
    publicUrl: config.PUBLIC_URL,
    webhookTimeoutMs: config.WEBHOOK_TIMEOUT_MS,
    webhookMaxBytes: config.WEBHOOK_MAX_RESPONSE_BYTES,
    runningGraceSeconds: config.RUN_DEADLINE_GRACE_SECONDS,
    callbackKey: createHmac('sha256', config.AUTH_SECRET).update('basalt:run-callbacks').digest(),
    log: log.child({ part: 'runs' }),
    maxConcurrentRuns: config.MAX_CONCURRENT_RUNS,
  };
}

/** The per-run secret in a callback URL: an HMAC of the run id, so nothing needs storing. */
export const callbackToken = (context: RunsContext, runId: string) =>
  createHmac('sha256', context.callbackKey).update(runId).digest('base64url');

export function isValidCallbackToken(context: RunsContext, runId: string, token: string): boolean {
  const expected = Buffer.from(callbackToken(context, runId));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export const callbackUrl = (context: RunsContext, runId: string) =>
  `${context.publicUrl}/api/runs/${runId}/callback?token=${callbackToken(context, runId)}`;
