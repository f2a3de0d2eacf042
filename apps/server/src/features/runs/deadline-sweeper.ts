import { z } from 'zod';
import { queueName, workJob, type JobDefinition, type JobQueue } from '../../platform/jobs/job-queue';
import type { RunsContext } from './run-context';
import { finishRun } from './finish-run';
import { listOverdueRunIds } from './runs.queries';

/**
 * Fails and refunds every run still queued or running after its deadline: its worker died, its
 * workflow never called back, or no worker picked it up (D4). finishRun's state check makes this
 * safe next to a late worker or callback: whichever ends the run first wins, the other does nothing.
 */
export async function failOverdueRuns(context: RunsContext, now = new Date(), batchSize = 100): Promise<number> {
  let failed = 0;
  for (;;) {
    const ids = await listOverdueRunIds(context.db, now, batchSize);
    if (ids.length === 0) return failed;
    for (const id of ids) {
      const ended = await finishRun(
        context,
        id,
        {
          status: 'failed',
          kind: 'deadline_passed',
          message: 'Automation timed out: it did not finish within its maximum duration.',
        },
        ['pending', 'running'],
      );
      if (ended) failed++;
    }
    if (ids.length < batchSize) return failed;
  }
}

const payload = z.object({});

/** Every minute on the worker (pg-boss keeps one schedule for all worker processes). */
export async function startDeadlineSweeper(queue: JobQueue, context: RunsContext): Promise<void> {
  const job: JobDefinition<typeof payload> = {
    id: 'runs.fail-overdue',
    version: 1,
    payload,
    handle: async () => {
      await failOverdueRuns(context);
    },
  };
  await workJob(queue, job);
  await queue.schedule(queueName(job), '* * * * *', {});
}
