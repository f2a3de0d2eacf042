import { z } from 'zod';
import { queueName, workJob, type JobDefinition, type JobQueue } from '../../platform/jobs/job-queue';
import type { FilesContext } from './files-context';
import { deleteStoredFiles, listExpiredFiles } from './files.queries';

/** Deletes files past their retention (FILE_RETENTION_DAYS), storage first so no row points at nothing. */
export async function purgeExpiredFiles(context: FilesContext, now = new Date(), batchSize = 200): Promise<number> {
  let purged = 0;
  for (;;) {
    const files = await listExpiredFiles(context.db, now, batchSize);
    if (files.length === 0) return purged;
    for (const file of files) await context.storage.delete(file.storageKey);
    await deleteStoredFiles(
      context.db,
      files.map((file) => file.id),
    );
    purged += files.length;
  }
}

const payload = z.object({});

export async function startFilePurge(queue: JobQueue, context: FilesContext): Promise<void> {
  const job: JobDefinition<typeof payload> = {
    id: 'files.purge-expired',
    version: 1,
    payload,
    handle: async () => {
      await purgeExpiredFiles(context);
    },
  };
  await workJob(queue, job);
  await queue.schedule(queueName(job), '17 * * * *', {});
}
