import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { DatabaseHandle } from '../db/database';
import { openTestDatabase } from '../../test/test-database';
import { openTestJobQueue } from '../../test/test-job-queue';
import { sendJob, workJob, type JobDefinition, type JobQueue } from './job-queue';

describe('job queue on the app database', () => {
  let database: DatabaseHandle;
  let queue: JobQueue;
  let closeQueue: () => Promise<void>;
  beforeAll(async () => {
    database = await openTestDatabase();
    ({ queue, close: closeQueue } = await openTestJobQueue(database));
  });
  afterAll(async () => {
    await closeQueue();
    await database.close();
  });

  it('a job sent by one part of the app is handled once by a worker, with a validated payload', async () => {
    const handled: string[] = [];
    let resolveHandled: () => void;
    const done = new Promise<void>((resolve) => (resolveHandled = resolve));
    const greet: JobDefinition<z.ZodObject<{ name: z.ZodString }>> = {
      id: 'test.greet',
      version: 1,
      payload: z.object({ name: z.string() }),
      handle: async ({ name }) => {
        handled.push(name);
        resolveHandled();
      },
    };
    await workJob(queue, greet, { pollingIntervalSeconds: 0.5 });
    expect(await sendJob(queue, greet, { name: 'Ada' })).toEqual(expect.any(String));
    await done;
    expect(handled).toEqual(['Ada']);
  });

  it('a payload that does not match the job definition is refused before it is queued', async () => {
    const job: JobDefinition<z.ZodObject<{ count: z.ZodNumber }>> = {
      id: 'test.count',
      version: 1,
      payload: z.object({ count: z.number() }),
      handle: async () => {},
    };
    await expect(sendJob(queue, job, { count: 'three' } as never)).rejects.toThrow();
  });
});
