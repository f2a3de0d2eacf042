import { z } from 'zod';
import type { Database } from '../../platform/db/database';
import { queueName, workJob, type JobDefinition, type JobQueue } from '../../platform/jobs/job-queue';
import { purgeExpiredTrash } from './automation-trash.service';

const payload = z.object({});

/** Hourly on the worker: an automation leaves the trash within the hour after its 30 days. */
export async function startTrashPurge(queue: JobQueue, db: Database): Promise<void> {
  const job: JobDefinition<typeof payload> = {
    id: 'admin-automations.purge-trash',
    version: 1,
    payload,
    handle: async () => {
      await purgeExpiredTrash(db);
    },
  };
  await workJob(queue, job);
  await queue.schedule(queueName(job), '37 * * * *', {});
}
