import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, spawnBasalt, waitUntilReady, type BasaltProcess } from '../support/basalt-process';
import { createPostgresCluster } from '../support/postgres-cluster';
import { startWorkflowDouble, waitFor, waitForOutput } from '../support/topology';

const RESTARTS = 3;
const DOWN_MS = 15_000;
const LOAD_BETWEEN_RESTARTS_MS = 6_000;
const CLIENTS = 3;
const FUNDS = 5_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface RunLedger {
  id: string;
  status: string;
  charges: number;
  refunds: number;
}

// Issue 36: an operator's failover. PostgreSQL restarts three times under a load of paid runs
// started through two web processes and run by a worker: no process may die, each must answer
// /ready again, and every run must end charged once and refunded at most once.
describe('Basalt through three PostgreSQL restarts under load', () => {
  let cluster: ReturnType<typeof createPostgresCluster>;
  let workflows: Awaited<ReturnType<typeof startWorkflowDouble>>;
  const webs: BasaltProcess[] = [];
  let worker: BasaltProcess;
  let automationId = '';
  let cookie = '';
  let demoUserId = '';
  let publicUrl = '';

  const query = async <Row extends pg.QueryResultRow>(text: string, values: unknown[] = []) => {
    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    try {
      return (await client.query<Row>(text, values)).rows;
    } finally {
      await client.end();
    }
  };
  const post = (basalt: BasaltProcess, path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${basalt.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: publicUrl, ...headers },
      body: JSON.stringify(body),
    });
  const signIn = async (basalt: BasaltProcess, email: string, password: string) => {
    const response = await post(basalt, '/api/auth/sign-in/email', { email, password });
    expect(response.status).toBe(200);
    return response.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
  };

  beforeAll(async () => {
    cluster = createPostgresCluster('database-restart', await freePort());
    cluster.start();
    workflows = await startWorkflowDouble();
    const ports = [await freePort(), await freePort()];
    publicUrl = `http://127.0.0.1:${ports[0]}`;
    const env = {
      DATABASE_URL: cluster.url,
      PUBLIC_URL: publicUrl,
      SAMPLE_WORKFLOWS_URL: `${publicUrl}/sample-workflows`,
      OUTBOUND_ALLOWED_HOSTS: workflows.host,
      // One secret for every process, as a deployment shares it: a session from one web works on the other.
      AUTH_SECRET: randomBytes(32).toString('hex'),
      // Runs queue up while the database is away; the cap would only slow the load down.
      MAX_CONCURRENT_RUNS: '0',
    };
    [webs[0], webs[1], worker] = await Promise.all([
      spawnBasalt({ ...env, ROLE: 'web', PORT: String(ports[0]) }),
      spawnBasalt({ ...env, ROLE: 'web', PORT: String(ports[1]) }),
      spawnBasalt({ ...env, ROLE: 'worker' }),
    ]);
    await Promise.all([
      ...webs.map((web) => waitUntilReady(web, 120_000)),
      waitForOutput(worker, 'Basalt worker started', 120_000),
    ]);
    const [automation] = await query<{ id: string }>(
      `insert into automations (slug, name, description, status, pricing_model, token_cost_per_run,
         max_duration_minutes, webhook_url, webhook_secret)
       values ($1, 'Failover check', 'A workflow of the restart test', 'published', 'per_run', 1, 10, $2, $3)
       returning id`,
      [
        `failover-${randomBytes(3).toString('hex')}`,
        `${workflows.url}/count`,
        `whsec_${randomBytes(24).toString('base64')}`,
      ],
    );
    automationId = automation!.id;
    demoUserId = (await query<{ id: string }>(`select id from users where email = 'demo@example.com'`))[0]!.id;
    cookie = await signIn(webs[0]!, 'demo@example.com', 'Basalt-demo-2026');
    const admin = await signIn(webs[1]!, 'admin@example.com', 'Basalt-admin-2026');
    const funded = await post(
      webs[1]!,
      '/api/admin/tokens/adjustments',
      { userId: demoUserId, amount: FUNDS, reason: 'Restart test' },
      { cookie: admin },
    );
    expect(funded.status).toBe(200);
  }, 240_000);

  afterAll(async () => {
    await Promise.all([...webs, worker].filter(Boolean).map((basalt) => basalt.stop('SIGKILL')));
    await workflows?.close();
    cluster?.remove();
  });

  it('no process exits, each answers /ready again, and every run ends charged once and refunded at most once', async () => {
    const started = new Set<string>();
    const answers = new Map<number, number>();
    let loading = true;
    // A client as the README tells integrators to write one: a 5xx or a cut connection is tried
    // again with the same Idempotency-Key, which can never start a second run.
    const client = async (index: number) => {
      for (let n = 0; loading; n++) {
        const web = webs[(index + n) % webs.length]!;
        const key = randomUUID();
        for (;;) {
          const status = await post(web, '/api/runs', { automationId, input: {}, idempotencyKey: key }, { cookie })
            .then(async (response) => {
              if (response.status === 201) started.add(((await response.json()) as { run: { id: string } }).run.id);
              else await response.arrayBuffer();
              return response.status;
            })
            .catch(() => 0);
          answers.set(status, (answers.get(status) ?? 0) + 1);
          if ((status > 0 && status < 500) || !loading) break;
          await sleep(300);
        }
      }
    };
    const load = Promise.all(Array.from({ length: CLIENTS }, (_, index) => client(index)));

    for (let restart = 1; restart <= RESTARTS; restart++) {
      await sleep(LOAD_BETWEEN_RESTARTS_MS);
      cluster.stop();
      await sleep(DOWN_MS);
      cluster.start();
      for (const web of webs) await waitUntilReady(web, 60_000);
      for (const basalt of [...webs, worker]) expect(basalt.child.exitCode, basalt.output()).toBeNull();
    }
    await sleep(LOAD_BETWEEN_RESTARTS_MS);
    loading = false;
    await load;

    // Requests answered while the database was away said so (503, or a connection the stopping
    // process closed), and nothing else failed.
    const statuses = JSON.stringify([...answers]);
    expect(answers.get(503) ?? 0, statuses).toBeGreaterThan(0);
    expect(
      [...answers.keys()].filter((status) => ![201, 503, 0].includes(status)),
      statuses,
    ).toEqual([]);
    expect(started.size).toBeGreaterThan(20);
    const ids = [...started];
    const ended = await waitFor(
      'every run to end',
      async () => {
        const rows = await query<RunLedger>(
          `select r.id, r.status,
             (select count(*)::int from ledger_entries e where e.run_id = r.id and e.type = 'deduction') as charges,
             (select count(*)::int from ledger_entries e where e.run_id = r.id and e.type = 'refund') as refunds
           from runs r where r.id = any($1::uuid[])`,
          [ids],
        );
        return rows.length === ids.length && rows.every((row) => !['pending', 'running'].includes(row.status))
          ? rows
          : undefined;
      },
      // Within a minute of the database coming back: none is left pending until its deadline.
      60_000,
    );
    for (const run of ended) {
      expect(run.charges, `run ${run.id} (${run.status})`).toBe(1);
      expect(run.refunds, `run ${run.id} (${run.status})`).toBeLessThanOrEqual(run.status === 'completed' ? 0 : 1);
    }
    const [ledger] = await query<{ balance: number; entries: number; lots: number }>(
      `select (select token_balance from profiles where user_id = $1) as balance,
         (select coalesce(sum(amount), 0)::int from ledger_entries where user_id = $1) as entries,
         (select coalesce(sum(remaining_amount), 0)::int from token_lots where user_id = $1) as lots`,
      [demoUserId],
    );
    expect(ledger!.entries).toBe(ledger!.balance);
    expect(ledger!.lots).toBe(ledger!.balance);
    expect(ledger!.balance).toBeGreaterThanOrEqual(0);
    for (const basalt of [...webs, worker]) expect(basalt.child.exitCode, basalt.output()).toBeNull();
    for (const web of webs) expect((await fetch(`${web.url}/ready`)).status).toBe(200);
  }, 600_000);
});
