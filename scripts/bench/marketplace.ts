import type { BenchDb } from './support/bench-db';
import { measureInTurns, type Measured } from './support/load';
import type { Benchmark, BenchRow } from './support/types';

const GENERATED_AUTOMATIONS = 100_000;
const GENERATED_RUNS = 20_000;

const verbs = ['Clean', 'Score', 'Summarize', 'Translate', 'Tag', 'Enrich', 'Validate', 'Draft', 'Sort', 'Merge'];
const things = ['Leads', 'Invoices', 'Tickets', 'Reports', 'Posts', 'Contacts', 'Orders', 'Reviews', 'Emails', 'Notes'];
const sqlArray = (words: string[]) => `(array[${words.map((word) => `'${word}'`).join(', ')}])`;

/**
 * The seeded catalogue plus 100,000 generated published automations spread over the 8 categories
 * (issue 16: the catalogue at scale), and 20,000 runs so that Popular and the success badges have
 * real counts to work on. One INSERT … SELECT each: seconds, where 100,000 bound rows would take minutes.
 */
export async function addGeneratedCatalogue(client: BenchDb) {
  const name = `${sqlArray(verbs)}[1 + g % 10] || ' ' || ${sqlArray(things)}[1 + (g / 10) % 10] || ' ' || g`;
  await client.query(
    `insert into automations (slug, name, description, category_id, status, is_featured, pricing_model, token_cost_per_run, created_at)
       select 'bench-' || g, ${name},
              ${name} || ': a generated automation that works on ' || lower(${sqlArray(things)}[1 + g % 10]) || ' for the benchmark.',
              c.ids[1 + g % cardinality(c.ids)], 'published', g % 25 = 0, 'per_run', 1 + g % 20,
              now() - interval '1 minute' * g
       from generate_series(0, ${GENERATED_AUTOMATIONS - 1}) g,
            (select array_agg(id order by name) as ids from categories) c`,
  );
  await client.query(
    `insert into runs (user_id, automation_id, status, created_at)
       select (select id from users order by email limit 1), a.ids[1 + (g * 7919) % cardinality(a.ids)],
              (array['completed', 'completed', 'completed', 'failed', 'pending'])[1 + (g % 5)],
              now() - interval '1 hour' * (g % 1000)
       from generate_series(1, ${GENERATED_RUNS}) g,
            (select array_agg(id order by id) as ids from automations where slug like 'bench-%') a`,
  );
  await client.query('analyze');
}

const SHARE_TARGET = 0.4;
const P99_TARGET_MS = 50;

/** A public endpoint's row: its target is ≥ 40% of the bare route's requests/s and p99 < 50 ms. */
function publicRow(name: string, measured: Measured, note: string): BenchRow {
  const { result, shareOfBaseline } = measured;
  return {
    name,
    load: result,
    shareOfBaseline,
    target: `≥ ${SHARE_TARGET * 100}% of bare, p99 < ${P99_TARGET_MS} ms`,
    met: shareOfBaseline >= SHARE_TARGET && result.p99Ms < P99_TARGET_MS && result.errors + result.non2xx === 0,
    note,
  };
}

/** One request with the catalogue's answer cache empty (just after the seeding cleared it): the query's own time. */
async function firstRequest(url: string): Promise<{ ms: number; body: { correctedQuery?: string | null } }> {
  const started = performance.now();
  const response = await fetch(url);
  const body = (await response.json()) as { correctedQuery?: string | null };
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return { ms: Math.round(performance.now() - started), body };
}

/** The search row and, beside it, searches with a typo (issue 41: "invoce", "emial" found nothing). */
const searches = [
  { query: 'clean+lead', label: 'search' },
  { query: 'invoce', label: 'search with a typo' },
  { query: 'emial', label: 'search with a typo' },
];

/** The rows of the searches, measured in turns with the bare route and after their first requests. */
function searchRows(measured: Measured[], firsts: Awaited<ReturnType<typeof firstRequest>>[]) {
  return searches.map(({ query, label }, index) => {
    const { ms, body } = firsts[index]!;
    const how = body.correctedQuery ? `corrected to "${body.correctedQuery}", then full-text` : 'full-text';
    return publicRow(
      `GET /api/automations?q=${query} (${label})`,
      measured[index]!,
      `${how}, ranked; first request ${ms} ms`,
    );
  });
}

const searchUrl = (basaltUrl: string, query: string) => `${basaltUrl}/api/automations?q=${query}`;

export const marketplaceBenchmark: Benchmark = {
  name: 'marketplace',
  async run({ basaltUrl, bareUrl, db }) {
    await addGeneratedCatalogue(db);
    const list = `${basaltUrl}/api/automations`;
    // A generated automation's page, as /automation/:slug loads it.
    const page = `${basaltUrl}/api/automations/bench-42`;
    const searchUrls = searches.map(({ query }) => searchUrl(basaltUrl, query));
    // The answers are kept in memory (decision 011), so the load measures the cache; this is the query.
    const firstList = await firstRequest(list);
    const firstSearches = [];
    for (const url of searchUrls) firstSearches.push(await firstRequest(url));
    const firstPage = await firstRequest(page);
    const [bare, listed, opened, listedIdentity, ...searched] = await measureInTurns([
      ...[bareUrl, list, page].map((url) => ({ url })),
      // A client that accepts no compression (curl, most scripts) gets the same answer uncompressed.
      { url: list, headers: {} },
      ...searchUrls.map((url) => ({ url })),
    ]);
    const rows: BenchRow[] = [
      {
        name: 'bare Fastify route (baseline)',
        load: bare!.result,
        shareOfBaseline: 1,
        note: '{"hello":"world"}, no plugins, no database',
      },
      publicRow(
        'GET /api/automations (marketplace, Popular)',
        listed!,
        `24 of ${(GENERATED_AUTOMATIONS + 12).toLocaleString('en-US')}+ published, ${GENERATED_RUNS.toLocaleString('en-US')} runs; first request ${firstList.ms} ms`,
      ),
      ...searchRows(searched, firstSearches),
      publicRow(
        'GET /api/automations/bench-42 (automation page)',
        opened!,
        `by slug, with its category; first request ${firstPage.ms} ms`,
      ),
      {
        name: 'GET /api/automations, no Accept-Encoding',
        load: listedIdentity!.result,
        shareOfBaseline: listedIdentity!.shareOfBaseline,
        note: 'for comparison: the same answer uncompressed (about 9 kB a request); the rows above send what Chromium sends',
      },
    ];
    return { rows };
  },
};

/**
 * BENCH_ONLY=marketplace-search: only the bare route and the search rows (with a typo too), on the
 * same 100,000 generated automations, when the rest of the table is not being measured again.
 */
export const marketplaceSearchBenchmark: Benchmark = {
  name: 'marketplace-search',
  async run({ basaltUrl, bareUrl, db }) {
    const {
      rows: [seeded],
    } = await db.query<{ seeded: boolean }>(
      `select exists (select 1 from automations where slug = 'bench-0') as seeded`,
    );
    if (!seeded?.seeded) await addGeneratedCatalogue(db);
    const searchUrls = searches.map(({ query }) => searchUrl(basaltUrl, query));
    const firstSearches = [];
    for (const url of searchUrls) firstSearches.push(await firstRequest(url));
    const [bare, ...searched] = await measureInTurns([bareUrl, ...searchUrls].map((url) => ({ url })));
    const baseline: BenchRow = {
      name: 'bare Fastify route (baseline)',
      load: bare!.result,
      shareOfBaseline: 1,
      note: '{"hello":"world"}, no plugins, no database',
    };
    return { rows: [baseline, ...searchRows(searched, firstSearches)] };
  },
};
