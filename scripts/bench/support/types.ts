import type { Measured } from './load';

/** One line of the results table. */
export interface BenchRow extends Measured {
  name: string;
  note?: string;
}

/** A target a benchmark checks against its rows, printed as met or missed (the bench never fails). */
export interface BenchTarget {
  description: string;
  met: boolean;
  detail: string;
}

export interface BenchContext {
  /** Basalt (ROLE=web) on a fresh PostgreSQL database, demo data seeded. */
  basaltUrl: string;
  /** Its process id, to read its memory. */
  basaltPid: number;
  /** A bare Fastify server with one route: the baseline each benchmark measures in turns with its own. */
  bareUrl: string;
  databaseUrl: string;
}

/** Each benchmark file exports one of these; scripts/bench/run.ts runs them in order into one table. */
export interface Benchmark {
  name: string;
  run(context: BenchContext): Promise<{ rows: BenchRow[]; targets: BenchTarget[] }>;
}
