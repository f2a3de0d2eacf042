// npm run bench: starts Basalt (built, ROLE=web) on a fresh PostgreSQL database and a bare Fastify
// baseline, runs every benchmark below under 50 connections, prints one table, drops the database.
// Needs `npm run build` and PostgreSQL on 127.0.0.1:5432 (BENCH_POSTGRES_URL to change it).
import { adminUsersBenchmark } from './admin-users';
import { marketplaceBenchmark } from './marketplace';
import { runsBenchmark } from './runs';
import { LOAD_CONNECTIONS } from './support/load';
import { createBenchDatabase } from './support/postgres';
import { startBareFastify, startBasalt } from './support/processes';
import { printReport } from './support/report';
import type { Benchmark, BenchRow, BenchTarget } from './support/types';

/** Add a benchmark here; each adds its rows to the same table. */
const benchmarks: Benchmark[] = [marketplaceBenchmark, adminUsersBenchmark, runsBenchmark];
/** BENCH_ONLY=runs (a benchmark's name) measures just that one. */
const selected = process.env.BENCH_ONLY
  ? benchmarks.filter((benchmark) => benchmark.name === process.env.BENCH_ONLY)
  : benchmarks;

const database = await createBenchDatabase();
const stops: Array<() => Promise<void>> = [database.drop];
try {
  const basalt = await startBasalt(database.url);
  stops.unshift(basalt.stop);
  const bare = await startBareFastify();
  stops.unshift(bare.stop);

  console.log(`Measuring with ${LOAD_CONNECTIONS} connections…`);
  const rows: BenchRow[] = [];
  const targets: BenchTarget[] = [];
  for (const benchmark of selected) {
    const outcome = await benchmark.run({
      basaltUrl: basalt.url,
      basaltPid: basalt.pid,
      bareUrl: bare.url,
      databaseUrl: database.url,
    });
    rows.push(...outcome.rows);
    targets.push(...outcome.targets);
  }
  printReport(rows, targets);
} finally {
  for (const stop of stops) await stop().catch((error: unknown) => console.error(error));
}
