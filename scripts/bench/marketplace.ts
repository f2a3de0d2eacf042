import type { BenchDb } from './support/bench-db';
import { measureInTurns, type Measured } from './support/load';
import type { Benchmark, BenchRow } from './support/types';

const GENERATED_AUTOMATIONS = 1000;
const GENERATED_RUNS = 20_000;

const verbs = ['Clean', 'Score', 'Summarize', 'Translate', 'Tag', 'Enrich', 'Validate', 'Draft', 'Sort', 'Merge'];
const things = ['Leads', 'Invoices', 'Tickets', 'Reports', 'Posts', 'Contacts', 'Orders', 'Reviews', 'Emails', 'Notes'];

/**
 * The seeded catalogue plus 1,000 generated published automations spread over the 8 categories,
 * and 20,000 runs so that Popular and the success badges have real counts to work on.
 */
export async function addGeneratedCatalogue(client: BenchDb) {
  const { rows: categories } = await client.query<{ id: string }>('select id from categories order by name');
  const values: unknown[] = [];
  const tuples: string[] = [];
  for (let i = 0; i < GENERATED_AUTOMATIONS; i++) {
    const name = `${verbs[i % verbs.length]} ${things[Math.floor(i / verbs.length) % things.length]} ${i}`;
    const base = values.length;
    values.push(
      `bench-${i}`,
      name,
      `${name}: a generated automation that works on ${things[i % things.length]!.toLowerCase()} for the benchmark.`,
      categories[i % categories.length]!.id,
      i % 25 === 0,
      1 + (i % 20),
    );
    tuples.push(
      `($${base + 1}, $${base + 2}, $${base + 3}, $${base + 4}, 'published', $${base + 5}, 'per_run', $${base + 6}, now() - interval '1 minute' * ${i})`,
    );
  }
  await client.query(
    `insert into automations (slug, name, description, category_id, status, is_featured, pricing_model, token_cost_per_run, created_at)
       values ${tuples.join(', ')}`,
    values,
  );
  await client.query(
    `insert into runs (user_id, automation_id, status, created_at)
       select (select id from users order by email limit 1), a.id,
              (array['completed', 'completed', 'completed', 'failed', 'pending'])[1 + (g % 5)],
              now() - interval '1 hour' * (g % 1000)
       from generate_series(1, ${GENERATED_RUNS}) g
       join lateral (select id from automations order by id offset (g * 7919) % ${GENERATED_AUTOMATIONS} limit 1) a on true`,
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

export const marketplaceBenchmark: Benchmark = {
  name: 'marketplace',
  async run({ basaltUrl, bareUrl, db }) {
    await addGeneratedCatalogue(db);
    const [bare, firstPage, search, page] = await measureInTurns([
      bareUrl,
      `${basaltUrl}/api/automations`,
      `${basaltUrl}/api/automations?q=clean+lead`,
      // A generated automation's page, as /automation/:slug loads it.
      `${basaltUrl}/api/automations/bench-42`,
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
        firstPage!,
        `24 of ${GENERATED_AUTOMATIONS + 12}+ published, ${GENERATED_RUNS.toLocaleString('en-US')} runs`,
      ),
      publicRow('GET /api/automations?q=clean+lead (search)', search!, 'full-text, ranked'),
      publicRow('GET /api/automations/bench-42 (automation page)', page!, 'by slug, with its category'),
    ];
    return { rows };
  },
};
