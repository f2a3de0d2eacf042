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
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);

async function once(url: string, duration: number): Promise<LoadResult> {
  const result = await autocannon({ url, connections: LOAD_CONNECTIONS, duration });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    p50Ms: result.latency.p50,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

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
export async function measureInTurns(urls: string[]): Promise<Measured[]> {
  for (const url of urls) await once(url, 2);
  const perRound: LoadResult[][] = [];
  for (let round = 0; round < rounds; round++) {
    const results: LoadResult[] = [];
    for (const url of urls) results.push(await once(url, secondsPerRound));
    perRound.push(results);
  }
  return urls.map((_, index) => {
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
