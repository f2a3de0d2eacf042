import type { DatabaseHandle } from '../platform/db/database';
import { createJobQueue, type JobQueue } from '../platform/jobs/job-queue';

/**
 * pg-boss on a test database. Dropping that database at close cuts pg-boss's connections, and an
 * `error` event with no listener would crash the test run, so only errors before close are printed.
 */
export async function openTestJobQueue(
  database: DatabaseHandle,
): Promise<{ queue: JobQueue; close: () => Promise<void> }> {
  const queue = createJobQueue(database, { handlesJobs: true });
  let closing = false;
  queue.on('error', (error) => {
    if (!closing) console.error('job queue error', error);
  });
  await queue.start();
  return {
    queue,
    close: async () => {
      closing = true;
      await queue.stop({ graceful: false, timeout: 2_000 });
    },
  };
}
