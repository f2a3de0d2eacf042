import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { postgresBenchDb } from './bench-db';
import { createBenchDatabase } from './postgres';
import { repoRoot } from './processes';

const script = join(repoRoot, 'scripts/bench/support/run-baseline.mjs');

function startRole(role: 'worker' | 'producer', env: Record<string, string>, until: RegExp) {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', script, role], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const matched = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk;
      const found = until.exec(output);
      if (found) resolve(found[0]);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`run baseline ${role} exited (${code}):\n${output}`)));
  });
  return { child, matched };
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.on('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/**
 * Runs/s of the least work a run needs (support/run-baseline.mjs), in a PostgreSQL database of its
 * own, removed afterwards. Not Basalt's: PostgreSQL 15 wakes every listening connection of a database
 * at each commit that notifies, whatever the channel, so in Basalt's database its two idle listeners
 * (web and worker) took about 4% of a core during the baseline's jobs, a cost of Basalt's that the
 * baseline paid. PostgreSQL only: PGlite allows one process.
 */
export async function measureRunBaseline(options: {
  noopUrl: string;
  runs: number;
  warmup: number;
  concurrency: number;
}): Promise<number> {
  const database = await createBenchDatabase();
  try {
    const db = await postgresBenchDb(database.url);
    await db.query(`create table bench_baseline_runs (
      id uuid primary key default gen_random_uuid(), status text not null,
      created_at timestamptz not null default now(), finished_at timestamptz)`);
    await db.close();
    const env = {
      DATABASE_URL: database.url,
      NOOP_URL: options.noopUrl,
      COUNT: String(options.runs),
      WARMUP: String(options.warmup),
      CONCURRENCY: String(options.concurrency),
    };
    const worker = startRole('worker', env, /baseline worker ready/);
    try {
      await worker.matched;
      const producer = startRole('producer', env, /\{"seconds":[\d.]+\}/);
      const { seconds } = JSON.parse(await producer.matched) as { seconds: number };
      await stop(producer.child);
      return options.runs / seconds;
    } finally {
      await stop(worker.child);
    }
  } finally {
    await database.drop();
  }
}
