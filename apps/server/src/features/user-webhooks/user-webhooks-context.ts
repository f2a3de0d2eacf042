import type { Config } from '../../platform/config/config';
import type { Database } from '../../platform/db/database';
import type { JobQueue } from '../../platform/jobs/job-queue';
import { customerOutboundPolicy, OutboundClient } from '../../platform/outbound';

/** What completion webhooks need: the database, the SSRF-safe client and the limits of one POST. */
export interface UserWebhooksContext {
  db: Database;
  outbound: OutboundClient;
  /** Absent where nothing may be enqueued (tests without a queue): retries are then not scheduled. */
  jobQueue?: JobQueue;
  timeoutMs: number;
}

export function createUserWebhooksContext(config: Config, db: Database, jobQueue?: JobQueue): UserWebhooksContext {
  return {
    db,
    // Customers' destinations: public addresses only, never an engine host nor Basalt (D17).
    outbound: new OutboundClient(customerOutboundPolicy(config)),
    jobQueue,
    // A Resend waits for the answer inside the browser's 8 s budget for an API call.
    timeoutMs: Math.min(config.WEBHOOK_TIMEOUT_MS, 7_000),
  };
}

/** The receiver's answer is not used; a little of it is read so a chatty receiver cannot hold memory. */
export const MAX_RECEIVER_ANSWER_BYTES = 64 * 1024;
