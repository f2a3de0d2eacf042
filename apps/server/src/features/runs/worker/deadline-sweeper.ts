import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import { z } from 'zod';
import { queueName, workJob, type JobDefinition, type JobQueue } from '../../../platform/jobs/job-queue';
import type { RunsContext } from '../run-context';
import { finishRun } from '../end/finish-run';
import { listOverdueRunIds } from '../runs.queries';

export type SweepLog = Pick<FastifyBaseLogger, 'error'>;

/**
 * Fails and refunds every run still queued or running after its deadline: its worker died, its
 * workflow never called back, or no worker picked it up (D4). finishRun's state check makes this
 * safe next to a late worker or callback: whichever ends the run first wins, the other does nothing.
 * Each run ends on its own: one that cannot (its user's profile removed by an account deletion
 * before issue 13 fixed it) is logged and skipped, never in the way of the runs after it.
 */
export async function failOverdueRuns(
  context: RunsContext,
  now = new Date(),
  options: { batchSize?: number; log?: SweepLog } = {},
): Promise<number> {
  const { batchSize = 100, log = pino() } = options;
  let failed = 0;
  const skipped = new Set<string>();
  for (;;) {
    // The skipped runs are still overdue and come back in the list; ask for that many more.
    const limit = batchSize + skipped.size;
    const listed = await listOverdueRunIds(context.db, now, limit);
    for (const id of listed.filter((runId) => !skipped.has(runId))) {
      try {
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
      } catch (error) {
        skipped.add(id);
        log.error({ err: error, runId: id }, 'an overdue run could not be failed; the sweep goes on without it');
      }
    }
    if (listed.length < limit) return failed;
  }
}

const payload = z.object({});

/** Every minute on the worker (pg-boss keeps one schedule for all worker processes). */
export async function startDeadlineSweeper(queue: JobQueue, context: RunsContext, log: SweepLog): Promise<void> {
  const job: JobDefinition<typeof payload> = {
    id: 'runs.fail-overdue',
    version: 1,
    payload,
    handle: async () => {
      await failOverdueRuns(context, new Date(), { log });
    },
  };
  await workJob(queue, job);
  await queue.schedule(queueName(job), '* * * * *', {});
}
