// The run baseline (issue 16): the least work a run needs on this machine, with the settings for
// pg-boss that Basalt had when the issue set this yardstick: its queue NOTIFYs on every send (Basalt's
// run queue no longer does, decision 044; without it this baseline ran about 1.5 times as fast on
// one host, docs/benchmarks/README.md). `producer`: per job one INSERT and one pg-boss send, from 50 lanes,
// then it waits until every row is updated and prints {"seconds":…}. `worker`: fetches the jobs as
// Basalt's run worker did when the issue set this yardstick (batches of 16, 4 loops, LISTEN/NOTIFY),
// per job one HTTP POST to a no-op and one UPDATE, and pg-boss completes the job. Basalt's worker now
// claims a batch in one statement (decision 039); the baseline keeps one UPDATE per job, as the issue
// defines it. Each role is its own process, as Basalt's web and worker are. Its statements and
// pg-boss's are prepared once per connection by Basalt's own client (platform/db/statement-cache.ts):
// planned on every call, as they were until Basalt prepared its own, they made the least work look a
// sixth to a third dearer.
// WARMUP jobs go first, as many as Basalt's runs before its first round (runs.ts).
import http from 'node:http';
import { PgBoss } from 'pg-boss';
import pg from 'pg';
import { StatementCachingClient } from '../../../apps/server/src/platform/db/statement-cache.ts';

const role = process.argv[2];
const { DATABASE_URL, NOOP_URL } = process.env;
const COUNT = Number(process.env.COUNT ?? 2000);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 50);
const WARMUP = Number(process.env.WARMUP ?? 100);
const QUEUE = 'bench-baseline';

const db = new pg.Pool({ connectionString: DATABASE_URL, max: 10, Client: StatementCachingClient });
const boss = new PgBoss({
  connectionString: DATABASE_URL,
  schema: 'bench_baseline',
  max: 4,
  useListenNotify: true,
  Client: StatementCachingClient,
});
boss.on('error', (error) => console.error(error));
await boss.start();
await boss.createQueue(QUEUE, { retryLimit: 3, retryDelay: 5, expireInSeconds: 900, notify: true });

if (role === 'worker') {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const noop = new URL(NOOP_URL);
  const post = (body) =>
    new Promise((resolve, reject) => {
      const request = http.request(
        noop,
        {
          method: 'POST',
          agent,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (response) => {
          response.resume();
          response.on('end', resolve);
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  await boss.work(
    QUEUE,
    { batchSize: 16, localConcurrency: 4, pollingIntervalSeconds: 0.5, burstWhenBatchFull: true },
    async (jobs) => {
      await Promise.all(
        jobs.map(async (job) => {
          await post(JSON.stringify({ runId: job.data.id, input: {} }));
          await db.query(`update bench_baseline_runs set status = 'completed', finished_at = now() where id = $1`, [
            job.data.id,
          ]);
        }),
      );
    },
  );
  console.log('baseline worker ready');
  process.on('SIGTERM', () =>
    boss
      .stop({ graceful: false })
      .then(() => db.end())
      .then(() => process.exit(0)),
  );
} else {
  const start = async (count) => {
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next++ < count) {
          const { rows } = await db.query(`insert into bench_baseline_runs (status) values ('pending') returning id`);
          await boss.send(QUEUE, { id: rows[0].id });
        }
      }),
    );
  };
  const finished = async (expected) => {
    for (;;) {
      const { rows } = await db.query(
        `select count(*)::int as done from bench_baseline_runs where status = 'completed'`,
      );
      if (rows[0].done >= expected) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  await start(WARMUP);
  await finished(WARMUP);
  // As Basalt's database after its warm-up (runs.ts): statistics as on a live database, or pg-boss's
  // completion reads every job of the queue (1.5 ms a call, 0.4 ms once analyzed).
  await db.query('analyze');
  const started = performance.now();
  await start(COUNT);
  await finished(WARMUP + COUNT);
  console.log(JSON.stringify({ seconds: (performance.now() - started) / 1000 }));
  await boss.stop({ graceful: false });
  await db.end();
}
