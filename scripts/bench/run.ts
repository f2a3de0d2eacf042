// npm run bench: starts Basalt (built, production mode) on a fresh PostgreSQL database, or on PGlite
// with `npm run bench -- --pglite`, and a bare Fastify baseline, runs every benchmark below, prints
// the machine and ONE table, and removes its database. Needs `npm run build` (and, without --pglite,
// PostgreSQL on 127.0.0.1:5432; BENCH_POSTGRES_URL to change it). BENCH_ONLY=runs,bundle measures
// just those benchmarks (marketplace-search: the search rows alone); BENCH_LIGHTHOUSE_RUNS (default 3) sets the Lighthouse runs per page. It runs
// on Node 24, production's runtime, with every process it starts (support/production-node.ts).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminUsersBenchmark } from './admin-users';
import { bundleBenchmark } from './bundle';
import { interactiveBenchmark } from './interactive';
import { lighthouseBenchmark } from './lighthouse';
import { marketplaceBenchmark, marketplaceSearchBenchmark } from './marketplace';
import { runsBenchmark } from './runs';
import { pgliteBenchDb, postgresBenchDb } from './support/bench-db';
import { LOAD_CONNECTIONS } from './support/load';
import { createBenchDatabase, postgresTransport } from './support/postgres';
import { productionNode } from './support/production-node';
import { startBareFastify, startBasalt } from './support/processes';
import { describeMachine, printReport } from './support/report';
import type { Benchmark, BenchContext, BenchRow } from './support/types';

// Started on another Node (npm run bench uses the machine's), the bench starts again on production's,
// and so does every process it starts: Basalt, the bare route, the run baseline and Lighthouse.
const node = productionNode();
if (node !== process.execPath) {
  const again = spawnSync(node, ['--import', 'tsx', ...process.argv.slice(1)], { stdio: 'inherit' });
  process.exit(again.status ?? 1);
}

/**
 * Add a benchmark here; each adds its rows to the same table. Lighthouse first: the pages as a visitor
 * meets them, before the load rows fill the database.
 */
const benchmarks: Benchmark[] = [
  lighthouseBenchmark,
  interactiveBenchmark,
  marketplaceBenchmark,
  marketplaceSearchBenchmark,
  adminUsersBenchmark,
  runsBenchmark,
  bundleBenchmark,
];
const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
const selected = only ? benchmarks.filter((benchmark) => only.includes(benchmark.name)) : benchmarks;
const database = process.argv.includes('--pglite') ? 'pglite' : 'postgres';

const serverNeeded = selected.some((benchmark) => benchmark.needsServer !== false);
const databaseLabel = !serverNeeded
  ? 'none (build output only)'
  : database === 'pglite'
    ? 'PGlite (embedded, one process)'
    : `PostgreSQL over ${postgresTransport()}`;
console.log(describeMachine(databaseLabel));
const stops: Array<() => Promise<void>> = [];
const rows: BenchRow[] = [];
try {
  let context: BenchContext | undefined;
  if (serverNeeded) {
    // First: Basalt may call its no-op route (the runs benchmark's workflow, like the run baseline's).
    const bare = await startBareFastify();
    stops.unshift(bare.stop);
    context = database === 'pglite' ? await startOnPglite(bare.url) : await startOnPostgres(bare.url);
    console.log(`Measuring with ${LOAD_CONNECTIONS} connections…`);
  }
  for (const benchmark of selected) {
    const outcome = await benchmark.run(context!);
    rows.push(...outcome.rows);
  }
  printReport(rows);
} finally {
  for (const stop of stops) await stop().catch((error: unknown) => console.error(error));
}

async function startOnPostgres(bareUrl: string): Promise<BenchContext> {
  const created = await createBenchDatabase();
  stops.unshift(created.drop);
  const basalt = await startBasalt({ url: created.url }, bareUrl);
  stops.unshift(basalt.stop);
  const db = await postgresBenchDb(created.url);
  stops.unshift(db.close);
  return { basaltUrl: basalt.url, basaltPid: basalt.pid, bareUrl, db, database, databaseUrl: created.url };
}

async function startOnPglite(bareUrl: string): Promise<BenchContext> {
  // The bench's own environment must not send Basalt to a server database.
  delete process.env.DATABASE_URL;
  const dataDir = mkdtempSync(join(tmpdir(), 'basalt-bench-'));
  stops.unshift(async () => rmSync(dataDir, { recursive: true, force: true }));
  const basalt = await startBasalt({ dataDir }, bareUrl);
  stops.unshift(basalt.stop);
  const db = pgliteBenchDb(basalt.child);
  stops.unshift(db.close);
  return { basaltUrl: basalt.url, basaltPid: basalt.pid, bareUrl, db, database };
}
