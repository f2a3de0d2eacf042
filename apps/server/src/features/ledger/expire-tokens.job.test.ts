import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../platform/db/database';
import { ledgerEntries } from '../../platform/db/schema';
import { queueName, sendJob, type JobQueue } from '../../platform/jobs/job-queue';
import { createUserWithProfile } from '../../test/factories';
import { openTestDatabase } from '../../test/test-database';
import { openTestJobQueue } from '../../test/test-job-queue';
import { EXPIRE_TOKENS_CRON, expireTokensJob, startTokenExpiry } from './expire-tokens.job';
import { credit } from './ledger.service';

describe('token expiry job', () => {
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

  it('a worker keeps the expiry schedule and, when the job runs, lots that ran out write their expiration entry', async () => {
    const userId = await createUserWithProfile(database.db);
    const boughtAt = new Date(Date.now() - 91 * 86_400_000);
    await credit(database.db, {
      userId,
      type: 'purchase',
      amount: 100,
      description: 'Bought',
      expiresAt: new Date(boughtAt.getTime() + 90 * 86_400_000),
      now: boughtAt,
    });

    await startTokenExpiry(queue, database.db);
    const schedules = await queue.getSchedules();
    expect(schedules).toContainEqual(
      expect.objectContaining({ name: queueName(expireTokensJob(database.db)), cron: EXPIRE_TOKENS_CRON }),
    );

    await sendJob(queue, expireTokensJob(database.db), {});
    await expect
      .poll(
        async () =>
          (
            await database.db
              .select()
              .from(ledgerEntries)
              .where(eq(ledgerEntries.userId, userId))
              .orderBy(ledgerEntries.seq)
          ).map((e) => e.type),
        { timeout: 15_000, interval: 250 },
      )
      .toEqual(['purchase', 'expiration']);
  });
});
