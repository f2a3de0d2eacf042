import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type DatabaseHandle } from '../db/database';
import { createJobQueue, JOB_WAKE_CHANNEL, type JobQueue } from './job-queue';

// LISTEN/NOTIFY is a PostgreSQL feature (a *.postgres.test.ts file: the PostgreSQL pass only), tested
// in a database of its own so pg-boss's schema lands nowhere else.
const serverUrl = process.env.DATABASE_URL!;

async function onAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

describe('job queue listening connections (decision 039)', () => {
  const name = `basalt_listen_${randomBytes(4).toString('hex')}`;
  const handles: DatabaseHandle[] = [];
  const queues: JobQueue[] = [];
  let web: JobQueue;
  let worker: JobQueue;

  const openQueue = async (handlesJobs: boolean) => {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const handle = openPostgres(url.toString(), 4);
    const queue = createJobQueue(handle, { handlesJobs });
    queue.on('error', () => {});
    await queue.start();
    handles.push(handle);
    queues.push(queue);
    return queue;
  };
  /** Backends of this database that hold a LISTEN: pg-boss's listener heartbeats with pg_listening_channels(). */
  const listeners = () =>
    onAdmin(async (client) => {
      const { rows } = await client.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity
         where datname = $1 and (query ilike 'LISTEN %' or query ilike '%pg_listening_channels%')`,
        [name],
      );
      return rows[0]!.n;
    });

  beforeAll(async () => {
    await onAdmin((client) => client.query(`create database ${name}`));
    web = await openQueue(false);
  });
  afterAll(async () => {
    for (const queue of queues) await queue.stop({ graceful: false }).catch(() => {});
    for (const handle of handles) await handle.close();
    await onAdmin((client) => client.query(`drop database if exists ${name} with (force)`));
  });

  it("a web process's queue, which only sends, holds no listening connection that every NOTIFY would wake", async () => {
    expect(await listeners()).toBe(0);
    worker = await openQueue(true);
    expect(await listeners()).toBe(1);
  });

  it("a job the web process sends still wakes a worker at once, not at the worker's 30 s backstop poll", async () => {
    const queueName = 'listen-test.wake.v1';
    await worker.createQueue(queueName, { notify: true });
    let resolveHandled: (data: unknown) => void;
    const handled = new Promise((resolve) => (resolveHandled = resolve));
    // The first fetch finds nothing; the next one without a NOTIFY would come 30 s later.
    await worker.work(queueName, { pollingIntervalSeconds: 0.5 }, async ([job]) => resolveHandled(job!.data));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await web.send(queueName, { runId: 'wake-me' });
    expect(await handled).toEqual({ runId: 'wake-me' });
  }, 10_000);

  it('a job sent without NOTIFY waits for the next poll until it is announced on the wake channel, then runs at once', async () => {
    const queueName = 'listen-test.announced.v1';
    await worker.createQueue(queueName, { notify: false });
    let resolveHandled: (data: unknown) => void;
    const handled = new Promise((resolve) => (resolveHandled = resolve));
    let seen = false;
    await worker.work(queueName, { pollingIntervalSeconds: 30 }, async ([job]) => {
      seen = true;
      resolveHandled(job!.data);
    });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await web.send(queueName, { runId: 'announced' });
    // Nothing wakes the worker yet: its next fetch is 30 s away.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(seen).toBe(false);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const announcer = new pg.Client({ connectionString: url.toString() });
    await announcer.connect();
    await announcer.query('select pg_notify($1, $2)', [JOB_WAKE_CHANNEL, queueName]).finally(() => announcer.end());
    expect(await handled).toEqual({ runId: 'announced' });
  }, 10_000);
});
