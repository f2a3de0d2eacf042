import type { Config } from '../../platform/config/config';
import type { Database } from '../../platform/db/database';
import type { JobQueue } from '../../platform/jobs/job-queue';
import { customerOutboundPolicy, OutboundClient } from '../../platform/outbound';
import type { FilesContext } from '../files';

/** What delivering results needs: the database, the customer-destination client, files to sign links. */
export interface ResultDeliveriesContext {
  db: Database;
  /** Chat services are customers' destinations: public addresses only (DESIGN D17, decision 050). */
  outbound: OutboundClient;
  files: FilesContext;
  /** Absent where nothing may be enqueued: retries are then not scheduled. */
  jobQueue?: JobQueue;
  publicUrl: string;
  timeoutMs: number;
  /** The waits before each retry of a failed send; after the last, the delivery is failed. */
  retryDelaysSeconds: readonly number[];
}

/** 1 minute, 5, 30, then 2 hours: a service's outage rarely lasts longer, and a result is news for a day. */
export const RETRY_DELAYS_SECONDS = [60, 300, 1_800, 7_200] as const;

export function createResultDeliveriesContext(
  config: Config,
  db: Database,
  files: FilesContext,
  jobQueue?: JobQueue,
  overrides: Partial<Pick<ResultDeliveriesContext, 'retryDelaysSeconds'>> = {},
): ResultDeliveriesContext {
  return {
    db,
    outbound: new OutboundClient(customerOutboundPolicy(config)),
    files,
    jobQueue,
    publicUrl: config.PUBLIC_URL,
    // A Resend waits for the answer inside the browser's 8 s budget for an API call.
    timeoutMs: Math.min(config.WEBHOOK_TIMEOUT_MS, 7_000),
    retryDelaysSeconds: RETRY_DELAYS_SECONDS,
    ...overrides,
  };
}
