import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../platform/db/query-rows';
import { runs } from '../../../platform/db/schema';
import { JOB_WAKE_CHANNEL } from '../../../platform/jobs/job-queue';
import { createLogger } from '../../../platform/logger';
import { createRealtimeHub, notify, type RealtimeHub } from '../../../platform/realtime';
import { createAutomation, createRuns } from '../../../test/factories';
import {
  createFundedUser,
  createRunTestApp,
  createWebhookAutomation,
  startRunOk,
  type RunTestApp,
} from '../../../test/run-test-kit';
import { prepareRunQueue, RUN_QUEUE } from '../worker/run-job';
import { RUN_CHANNEL } from '../live/run-notify';
import { runStartNoticesFor } from './run-start-notices';

describe('a started run is announced once its start has committed (migration 0033)', () => {
  let t: RunTestApp;
  let hub: RealtimeHub;
  const heard: { channel: string; payload: string }[] = [];
  beforeAll(async () => {
    t = await createRunTestApp();
    hub = createRealtimeHub(t.database, createLogger(t.config));
    for (const channel of [RUN_CHANNEL, JOB_WAKE_CHANNEL]) {
      await hub.subscribe(channel, (payload) => heard.push({ channel, payload }));
    }
  });
  afterAll(async () => {
    await hub.close();
    await t.close();
  });
  const db = () => t.database.db;

  /** What was heard up to a marker sent after `work`: notices arrive in commit order. */
  const heardDuring = async (work: () => Promise<void>) => {
    const from = heard.length;
    await work();
    const marker = `marker-${Math.random()}`;
    await notify(db(), RUN_CHANNEL, marker);
    for (let tries = 0; !heard.some((notice) => notice.payload === marker); tries++) {
      if (tries > 200) throw new Error('the marker notice never arrived');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return heard.slice(from).filter((notice) => notice.payload !== marker);
  };

  it('a start tells the live views of its pending run and wakes the run workers, after its commit', async () => {
    const { cookie, user } = await createFundedUser(t, 10);
    const automation = await createWebhookAutomation(db(), 'http://127.0.0.1:9/never-called');
    let runId = '';
    const notices = await heardDuring(async () => {
      runId = (await startRunOk(t, cookie, { automationId: automation.id })).id;
      // The answer does not wait for the announcement (the app's queue of them is the database's).
      await runStartNoticesFor(db(), t.runs.log).settled();
    });
    expect(
      notices.filter((notice) => notice.channel === RUN_CHANNEL).map((notice) => JSON.parse(notice.payload)),
    ).toEqual([{ id: runId, userId: user.id, status: 'pending', progress: null, progressMessage: null }]);
    expect(notices.filter((notice) => notice.channel === JOB_WAKE_CHANNEL).map((notice) => notice.payload)).toEqual([
      RUN_QUEUE,
    ]);
  });

  it('inserting a run notifies nothing in the inserting transaction; a change of the run does, in the changing one', async () => {
    const automation = await createAutomation(db());
    const inserted = await heardDuring(() => createRuns(db(), automation.id, ['pending']));
    expect(inserted).toEqual([]);
    const [run] = await db().select({ id: runs.id }).from(runs).where(eq(runs.automationId, automation.id));
    const changed = await heardDuring(async () => {
      await db().update(runs).set({ status: 'running' }).where(eq(runs.id, run!.id));
    });
    expect(changed.map((notice) => JSON.parse(notice.payload))).toMatchObject([{ id: run!.id, status: 'running' }]);
  });

  it("the run queue's jobs are sent without pg-boss's own NOTIFY, also where an older start had turned it on", async () => {
    const queue = t.jobQueue!;
    await queue.updateQueue(RUN_QUEUE, { notify: true });
    await prepareRunQueue(queue);
    const [row] = await queryRows<{ notify: boolean }>(
      db(),
      sql`select notify from pgboss.queue where name = ${RUN_QUEUE}`,
    );
    expect(row).toEqual({ notify: false });
  });
});
