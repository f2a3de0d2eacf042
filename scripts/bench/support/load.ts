import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p99Ms: number;
  p50Ms: number;
  errors: number;
  non2xx: number;
}

export const LOAD_CONNECTIONS = 50;
/** Seconds per measurement; BENCH_DURATION overrides. */
const secondsPerRound = Number(process.env.BENCH_DURATION ?? 5);
/** Rounds per target; BENCH_ROUNDS overrides. */
export const rounds = Number(process.env.BENCH_ROUNDS ?? 3);

/**
 * What Chromium sends: every visitor's browser accepts compressed answers, so the public routes are
 * measured as browsers fetch them (the bare route's 17 bytes go uncompressed all the same).
 */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/** A URL to load, with the headers of its requests. */
export interface LoadTarget {
  url: string;
  headers?: Record<string, string>;
}

async function once({ url, headers = BROWSER_HEADERS }: LoadTarget, duration: number): Promise<LoadResult> {
  const result = await autocannon({ url, headers, connections: LOAD_CONNECTIONS, duration });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    p50Ms: result.latency.p50,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export interface Measured {
  result: LoadResult;
  /** Median over rounds of this target's requests per second / the baseline's in the same round. */
  shareOfBaseline: number;
}

/**
 * Measures the targets in turns (baseline, a, b, baseline, a, b, ...) after a warm-up of each, so that
 * whatever else runs on the machine weighs on all of them alike; the first target is the baseline.
 * Reports medians over the rounds.
 */
export async function measureInTurns(targets: LoadTarget[]): Promise<Measured[]> {
  for (const target of targets) await once(target, 2);
  const perRound: LoadResult[][] = [];
  for (let round = 0; round < rounds; round++) {
    const results: LoadResult[] = [];
    for (const target of targets) results.push(await once(target, secondsPerRound));
    perRound.push(results);
  }
  return targets.map((_, index) => {
    const results = perRound.map((round) => round[index]!);
    return {
      result: {
        requestsPerSecond: median(results.map((r) => r.requestsPerSecond)),
        p99Ms: median(results.map((r) => r.p99Ms)),
        p50Ms: median(results.map((r) => r.p50Ms)),
        errors: results.reduce((sum, r) => sum + r.errors, 0),
        non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
      },
      shareOfBaseline: median(perRound.map((round) => round[index]!.requestsPerSecond / round[0]!.requestsPerSecond)),
    };
  });
}
