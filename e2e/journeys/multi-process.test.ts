import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, spawnBasalt, waitUntilReady, type BasaltProcess } from '../support/basalt-process';
import { createFreshDatabase, openEventStream, startWorkflowDouble, waitFor, waitForOutput } from '../support/topology';

const METRICS_TOKEN = 'topology-metrics-token-0123456789';
const RUNS = 20;
const FUNDS = 100;
/** The demo account's seeded history (features/seed/demo-history.ts): a Crate, and two 10-token runs. */
const SEEDED = { runs: 2, deducted: 20, balance: 230 };

interface RunRow {
  id: string;
  status: string;
  failure_kind: string | null;
}

// Issue 9.5: the topology a deployment runs, on the CI PostgreSQL. The tests below run in order
// on the same processes, as one operator's day.
describe('Basalt as two web and two worker processes on one PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createFreshDatabase>>;
  let workflows: Awaited<ReturnType<typeof startWorkflowDouble>>;
  let db: pg.Client;
  let env: Record<string, string>;
  let webA: BasaltProcess;
  let webB: BasaltProcess;
  let workers: BasaltProcess[];
  let replacement: BasaltProcess;
  const processes: BasaltProcess[] = [];
  const automations: Record<'count' | 'gate' | 'stuck', string> = { count: '', gate: '', stuck: '' };
  let demoCookie = '';
  let demoUserId = '';
  let publicUrl = '';

  const spawn = async (extra: Record<string, string>) => {
    const basalt = await spawnBasalt({ ...env, ...extra });
    processes.push(basalt);
    return basalt;
  };
  // A browser behind the load balancer sends the public origin to whichever web process it reaches.
  const send = (basalt: BasaltProcess, path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${basalt.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: publicUrl, ...headers },
      body: JSON.stringify(body),
    });
  const signIn = async (basalt: BasaltProcess, email: string, password: string) => {
    const response = await send(basalt, '/api/auth/sign-in/email', { email, password });
    expect(response.status).toBe(200);
    return response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
  };
  const startRun = async (basalt: BasaltProcess, automationId: string) => {
    const response = await send(
      basalt,
      '/api/runs',
      { automationId, input: {}, idempotencyKey: randomUUID() },
      { cookie: demoCookie },
    );
    expect(response.status).toBe(201);
    return ((await response.json()) as { run: { id: string } }).run.id;
  };
  const runsOf = async (ids: string[]) =>
    (await db.query<RunRow>('select id, status, failure_kind from runs where id = any($1::uuid[])', [ids])).rows;
  const ledgerOf = async (runId: string) =>
    (
      await db.query<{ type: string; amount: number }>(
        'select type, amount from ledger_entries where run_id = $1 order by created_at, id',
        [runId],
      )
    ).rows;
  const scrape = async (basalt: BasaltProcess) => {
    const response = await fetch(`${basalt.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(response.status).toBe(200);
    return response.text();
  };

  beforeAll(async () => {
    database = await createFreshDatabase('basalt_topology');
    workflows = await startWorkflowDouble();
    const [portA, portB] = [await freePort(), await freePort()];
    publicUrl = `http://127.0.0.1:${portA}`;
    env = {
      DATABASE_URL: database.url,
      // Files are shared the way S3 would share them.
      DATA_DIR: join(mkdtempSync(join(tmpdir(), 'basalt-topology-')), 'data'),
      PUBLIC_URL: publicUrl,
      SAMPLE_WORKFLOWS_URL: `${publicUrl}/sample-workflows`,
      OUTBOUND_ALLOWED_HOSTS: workflows.host,
      RATE_LIMITS: 'true',
      RUN_DEADLINE_GRACE_SECONDS: '5',
      METRICS_TOKEN,
    };
    // All four at once on the empty database: migrations and the demo seed must not race.
    [webA, webB, ...workers] = await Promise.all([
      spawn({ ROLE: 'web', PORT: String(portA) }),
      spawn({ ROLE: 'web', PORT: String(portB) }),
      spawn({ ROLE: 'worker' }),
      spawn({ ROLE: 'worker' }),
    ]);
    await Promise.all([
      waitUntilReady(webA, 120_000),
      waitUntilReady(webB, 120_000),
      ...workers.map((worker) => waitForOutput(worker, 'Basalt worker started', 120_000)),
    ]);
    db = new pg.Client({ connectionString: database.url });
    await db.connect();
    const insert = async (name: keyof typeof automations, path: string, maxDurationMinutes: number) => {
      const { rows } = await db.query<{ id: string }>(
        `insert into automations (slug, name, description, status, pricing_model, token_cost_per_run,
           max_duration_minutes, webhook_url, webhook_secret)
         values ($1, $2, 'A workflow of the topology test', 'published', 'per_run', 1, $3, $4, $5) returning id`,
        [
          `topology-${name}-${randomBytes(3).toString('hex')}`,
          `Topology ${name}`,
          maxDurationMinutes,
          `${workflows.url}${path}`,
          `whsec_${randomBytes(24).toString('base64')}`,
        ],
      );
      automations[name] = rows[0]!.id;
    };
    await insert('count', '/count', 10);
    await insert('gate', '/gate', 10);
    await insert('stuck', '/stuck', 1);
  }, 240_000);

  afterAll(async () => {
    await db?.end();
    await Promise.all(processes.map((basalt) => basalt.stop('SIGKILL')));
    await workflows?.close();
    await database?.drop();
  });

  it('started together, the four processes migrate and seed the empty database once', async () => {
    const { rows } = await db.query<{ email: string; count: number }>(
      `select email, count(*)::int as count from users where email like '%@example.com' group by email order by email`,
    );
    expect(rows).toEqual([
      { email: 'admin@example.com', count: 1 },
      { email: 'demo@example.com', count: 1 },
    ]);
    demoUserId = (await db.query<{ id: string }>(`select id from users where email = 'demo@example.com'`)).rows[0]!.id;
  });

  it('a session made on web A works on web B, and runs started through both are each taken once', async () => {
    demoCookie = await signIn(webA, 'demo@example.com', 'Basalt-demo-2026');
    const adminCookie = await signIn(webB, 'admin@example.com', 'Basalt-admin-2026');
    const funded = await send(
      webB,
      '/api/admin/tokens/adjustments',
      { userId: demoUserId, amount: FUNDS, reason: 'Topology test' },
      { cookie: adminCookie },
    );
    expect(funded.status).toBe(200);

    const ids = await Promise.all(
      Array.from({ length: RUNS }, (_, index) => startRun(index % 2 ? webA : webB, automations.count)),
    );
    const ended = await waitFor(
      'every run to end',
      async () => {
        const rows = await runsOf(ids);
        return rows.every((row) => row.status !== 'pending' && row.status !== 'running') ? rows : undefined;
      },
      60_000,
    );
    expect(ended.map((row) => row.status)).toEqual(Array(RUNS).fill('completed'));
    // The workflow was called once per run, and each run was charged once.
    expect(ids.map((id) => workflows.calls.get(id))).toEqual(Array(RUNS).fill(1));
    for (const id of ids) expect(await ledgerOf(id)).toEqual([{ type: 'deduction', amount: -1 }]);
    const { rows: jobs } = await db.query<{ run_id: string; retry_count: number; state: string }>(
      `select data->>'runId' as run_id, retry_count, state::text from pgboss.job
       where name = 'runs.execute.v1' and data->>'runId' = any($1::text[])`,
      [ids],
    );
    expect(jobs).toHaveLength(RUNS);
    expect(jobs.every((job) => job.retry_count === 0 && job.state === 'completed')).toBe(true);
  });

  it('a run started through web A is followed live through web B until it completes', async () => {
    const id = await startRun(webA, automations.gate);
    const stream = await openEventStream(`${webB.url}/api/runs/${id}/events`, { cookie: demoCookie });
    const first = await stream.next((event) => event.event === 'run', 10_000);
    expect(['pending', 'running']).toContain((first.data as { run: { status: string } }).run.status);

    // The worker is waiting on the workflow; its answer ends the run in a worker process, and the
    // change reaches web B through PostgreSQL LISTEN/NOTIFY.
    await waitFor('the workflow call', async () => (workflows.isHeld(id) ? true : undefined), 30_000);
    workflows.open(id);
    const last = await stream.next(
      (event) => event.event === 'run' && (event.data as { run: { status: string } }).run.status === 'completed',
      30_000,
    );
    expect((last.data as { run: { id: string } }).run.id).toBe(id);
    await stream.ended;
  });

  it('sign-in attempts are counted across both web processes, and the refusal names its request', async () => {
    const email = `nobody-${randomBytes(3).toString('hex')}@example.com`;
    const attempt = (basalt: BasaltProcess, headers: Record<string, string> = {}) =>
      send(basalt, '/api/auth/sign-in/email', { email, password: 'Wrong-password-2026' }, headers);
    // Ten failures allowed per e-mail in 15 minutes: five through each process.
    for (let index = 0; index < 10; index++) expect((await attempt(index % 2 ? webA : webB)).status).toBe(401);
    expect((await attempt(webA)).status).toBe(429);

    const requestId = `topology-${randomBytes(6).toString('hex')}`;
    const refused = await attempt(webB, { 'x-request-id': requestId });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('x-request-id')).toBe(requestId);
    expect(await refused.json()).toMatchObject({ error: { code: 'RATE_LIMITED', requestId } });
    // The log lines of that request carry the same id.
    await waitForOutput(webB, `"reqId":"${requestId}"`, 10_000);
  });

  it('a worker killed mid-run leaves a run that fails and is refunded once, after its deadline', async () => {
    // One worker stops cleanly (SIGTERM), so the stuck run can only go to the other one.
    expect(await workers[1]!.stop('SIGTERM')).toBe(0);
    const id = await startRun(webB, automations.stuck);
    await waitFor('the workflow call', async () => (workflows.calls.has(id) ? true : undefined), 30_000);
    expect((await runsOf([id]))[0]!.status).toBe('running');
    replacement = await spawn({ ROLE: 'worker' });
    await waitForOutput(replacement, 'Basalt worker started');
    const stream = await openEventStream(`${webA.url}/api/runs/${id}/events`, { cookie: demoCookie });

    workers[0]!.child.kill('SIGKILL');
    expect(await workers[0]!.exited).toBeNull();

    // Deadline: one minute plus RUN_DEADLINE_GRACE_SECONDS after the claim; the sweeper runs each minute.
    const [ended] = await waitFor(
      'the deadline sweeper to end the run',
      async () => {
        const rows = await runsOf([id]);
        return rows[0]!.status === 'running' ? undefined : rows;
      },
      240_000,
    );
    expect(ended).toEqual({ id, status: 'failed', failure_kind: 'deadline_passed' });
    expect(await ledgerOf(id)).toEqual([
      { type: 'deduction', amount: -1 },
      { type: 'refund', amount: 1 },
    ]);
    const failed = await stream.next(
      (event) => event.event === 'run' && (event.data as { run: { status: string } }).run.status === 'failed',
      10_000,
    );
    expect((failed.data as { run: { id: string } }).run.id).toBe(id);

    // 21 completed runs paid for; the failed one cost nothing. The balance is the ledger's sum.
    const { rows } = await db.query<{ balance: number; ledger: number }>(
      `select p.token_balance as balance, (select sum(amount)::int from ledger_entries where user_id = p.user_id) as ledger
       from profiles p where p.user_id = $1`,
      [demoUserId],
    );
    const expected = SEEDED.balance + FUNDS - RUNS - 1;
    expect(rows[0]).toEqual({ balance: expected, ledger: expected });
  }, 300_000);

  it('SIGTERM on a worker lets its running job finish before it exits', async () => {
    // The replacement is the only worker left, so the gated run is its job.
    const id = await startRun(webA, automations.gate);
    await waitFor('the workflow call', async () => (workflows.isHeld(id) ? true : undefined), 30_000);
    replacement.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(replacement.child.exitCode).toBeNull();
    workflows.open(id);
    expect(await replacement.exited).toBe(0);
    expect(await runsOf([id])).toEqual([{ id, status: 'completed', failure_kind: null }]);
  });

  it('the scheduled deadline sweep runs once per minute across the workers', async () => {
    const { rows: slots } = await db.query<{ slot: string }>(
      `select data->>'slot' as slot from pgboss.job
       where name = '__pgboss__send-it' and data->>'name' = 'runs.fail-overdue.v1'`,
    );
    const { rows: sweeps } = await db.query<{ state: string; retry_count: number }>(
      `select state::text, retry_count from pgboss.job where name = 'runs.fail-overdue.v1'`,
    );
    // Every process runs pg-boss's clock, yet each minute's occurrence is sent once and handled once.
    expect(new Set(slots.map((row) => row.slot)).size).toBe(slots.length);
    expect(sweeps.length).toBeLessThanOrEqual(slots.length);
    expect(sweeps.filter((sweep) => sweep.state === 'completed').length).toBeGreaterThanOrEqual(1);
    expect(sweeps.every((sweep) => sweep.retry_count === 0)).toBe(true);
  });

  it('/metrics on either web process reports the same runs and ledger totals', async () => {
    for (const basalt of [webA, webB]) {
      const body = await scrape(basalt);
      expect(body).toContain(`basalt_runs{status="completed"} ${SEEDED.runs + RUNS + 2}`);
      expect(body).toContain('basalt_runs{status="failed"} 1');
      expect(body).toContain('basalt_ledger_tokens{type="refund",direction="credit"} 1');
      expect(body).toContain(`basalt_ledger_tokens{type="deduction",direction="debit"} ${SEEDED.deducted + RUNS + 3}`);
      expect(body).toMatch(
        /http_request_duration_seconds_count\{method="POST",route="\/api\/runs",status_code="201"\}/,
      );
    }
  });

  it('SIGTERM on a web process ends its live streams and exits cleanly while the other serves on', async () => {
    const stream = await openEventStream(`${webB.url}/api/runs/events`, { cookie: demoCookie });
    await stream.next((event) => event.event === 'ready', 10_000);
    webB.child.kill('SIGTERM');
    await stream.ended;
    expect(await webB.exited).toBe(0);
    expect((await fetch(`${webA.url}/ready`)).status).toBe(200);
  });
});
