import type { LoadResult } from './load';
import type { BenchDb } from './bench-db';

/** One line of the results table: a load measurement, or a single value (memory, size, runs/s). */
export interface BenchRow {
  name: string;
  /** Requests per second and latency, for rows measured under load. */
  load?: LoadResult;
  /** This row's requests per second / the bare route's in the same rounds. */
  shareOfBaseline?: number;
  /** What a row without `load` measured, as printed. */
  value?: string;
  /** The target from the issue, as printed; absent for rows that only give context. */
  target?: string;
  met?: boolean;
  note?: string;
}

export interface BenchContext {
  /** Basalt on a fresh database, demo data seeded. */
  basaltUrl: string;
  /** Its process id, to read its CPU time and memory. */
  basaltPid: number;
  /** A bare Fastify server with one route: the baseline each benchmark measures in turns with its own. */
  bareUrl: string;
  /** SQL on Basalt's database: a pg client on PostgreSQL, a bridge into the Basalt process on PGlite. */
  db: BenchDb;
  database: 'postgres' | 'pglite';
  /** PostgreSQL only: the connection string, for a separate worker process. */
  databaseUrl?: string;
}

/** Each benchmark file exports one of these; scripts/bench/run.ts runs them in order into one table. */
export interface Benchmark {
  name: string;
  /** False for benchmarks of the build output alone: no database, no server. */
  needsServer?: boolean;
  run(context: BenchContext): Promise<{ rows: BenchRow[] }>;
}
