import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../platform/db/database';
import { queryRows } from '../../platform/db/query-rows';
import { queueName, workJob, type JobDefinition, type JobQueue } from '../../platform/jobs/job-queue';

/**
 * Adds the runs counted since the last fold to automation_run_counts (drizzle/0034_run_counts_folded.sql).
 * The list reads the changes not yet folded as well, so a fold changes no answer; it keeps the
 * changes few. Answers how many automations' counts moved.
 */
export async function foldRunCounts(db: Database): Promise<number> {
  const [row] = await queryRows<{ folded: number }>(db, sql`select fold_automation_run_counts() as folded`);
  return row?.folded ?? 0;
}

const payload = z.object({});

/** Every minute: a minute of runs is what the marketplace list reads beside the folded counts. */
export const FOLD_RUN_COUNTS_CRON = '* * * * *';

/** Called when a worker starts (ROLE worker or all): handle the job here and keep its schedule. */
export async function startRunCountFolding(queue: JobQueue, db: Database): Promise<void> {
  const job: JobDefinition<typeof payload> = {
    id: 'catalogue.fold-run-counts',
    version: 1,
    payload,
    handle: async () => {
      await foldRunCounts(db);
    },
  };
  await workJob(queue, job);
  await queue.schedule(queueName(job), FOLD_RUN_COUNTS_CRON, {});
}
