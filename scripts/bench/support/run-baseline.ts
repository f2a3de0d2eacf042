import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import type { BenchDb } from './bench-db';
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
 * Runs/s of the least work a run needs (support/run-baseline.mjs) on Basalt's PostgreSQL database, in
 * a table and a pg-boss schema of its own, removed afterwards. PostgreSQL only: PGlite allows one process.
 */
export async function measureRunBaseline(
  db: BenchDb,
  options: { databaseUrl: string; noopUrl: string; runs: number; warmup: number; concurrency: number },
): Promise<number> {
  await db.query(`create table bench_baseline_runs (
    id uuid primary key default gen_random_uuid(), status text not null,
    created_at timestamptz not null default now(), finished_at timestamptz)`);
  const env = {
    DATABASE_URL: options.databaseUrl,
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
    await db.query('drop table bench_baseline_runs');
    await db.query('drop schema if exists bench_baseline cascade');
  }
}
