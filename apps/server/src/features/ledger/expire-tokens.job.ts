import { z } from 'zod';
import type { Database } from '../../platform/db/database';
import { queueName, workJob, type JobDefinition, type JobQueue } from '../../platform/jobs/job-queue';
import { expireDueTokens } from './ledger.service';

const payload = z.object({});

/** Writes the expiration entries of lots that ran out (DESIGN D2); idempotent, so overlaps are harmless. */
export function expireTokensJob(db: Database): JobDefinition<typeof payload> {
  return {
    id: 'ledger.expire-tokens',
    version: 1,
    payload,
    handle: async () => {
      await expireDueTokens(db);
    },
  };
}

/** Every five minutes; ledger operations also expire a user's due lots before they touch the balance. */
export const EXPIRE_TOKENS_CRON = '*/5 * * * *';

/** Called when a worker starts (ROLE worker or all): handle the job here and keep its schedule. */
export async function startTokenExpiry(queue: JobQueue, db: Database): Promise<void> {
  const job = expireTokensJob(db);
  await workJob(queue, job);
  await queue.schedule(queueName(job), EXPIRE_TOKENS_CRON, {});
}
