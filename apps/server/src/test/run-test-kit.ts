import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { fileTypeGroups, type CustomField, type Run } from '@basalt/contracts';
import type { Database } from '../platform/db/database';
import { profiles, runs } from '../platform/db/schema';
import { newWebhookSecret } from '../platform/outbound';
import { createSignedInUser } from './auth-helpers';
import { createAutomation } from './factories';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app';
import { credit } from '../features/ledger';
import { createRunsRuntime, type RunsContext } from '../features/runs';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface RunTestApp extends TestApp {
  url: string;
  /** A runtime of this test's own, to execute runs step by step instead of through the queue worker. */
  runs: RunsContext;
}

/**
 * The real app listening on 127.0.0.1 (workflows call back over HTTP), with a job queue, files in
 * a temporary folder and short webhook limits. `allowedHosts` are the local test servers.
 */
export async function createRunTestApp(
  env: Record<string, string> = {},
  options: Pick<TestAppOptions, 'logTo'> = {},
): Promise<RunTestApp> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const t = await createTestApp({
    ...options,
    jobs: true,
    env: {
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'basalt-runs-')),
      WEBHOOK_TIMEOUT_MS: '1500',
      WEBHOOK_MAX_RESPONSE_BYTES: String(64 * 1024),
      ...env,
    },
  });
  await t.app.listen({ port, host: '127.0.0.1' });
  const runtime = createRunsRuntime(t.config, t.database.db, t.jobQueue);
  return {
    ...t,
    url,
    runs: runtime,
    close: async () => {
      runtime.outbound.close();
      await t.close();
    },
  };
}

/** A signed-in user holding `tokens` never-expiring tokens. */
export async function createFundedUser(t: TestApp, tokens: number) {
  const signedIn = await createSignedInUser(t);
  if (tokens > 0) {
    await credit(t.database.db, {
      userId: signedIn.user.id,
      type: 'admin_adjustment',
      amount: tokens,
      expiresAt: null,
      description: 'Test tokens',
    });
  }
  return signedIn;
}

export async function balanceOf(db: Database, userId: string): Promise<number> {
  const [row] = await db.select({ balance: profiles.tokenBalance }).from(profiles).where(eq(profiles.userId, userId));
  return row!.balance;
}

export const topicField: CustomField = { id: 'topic', type: 'text', label: 'Topic', required: true, order: 0 };

/** A required CSV upload of at most 1 MB: the file field the file and security tests run. */
export const csvField: CustomField = {
  id: 'csv_file',
  type: 'file',
  label: 'CSV file',
  required: true,
  order: 0,
  maxFileSizeMB: 1,
  acceptedFileTypes: [...fileTypeGroups.csv],
};

/** A published automation calling `webhookUrl`, with a signing secret; per_run 10 tokens unless told. */
export function createWebhookAutomation(
  db: Database,
  webhookUrl: string,
  overrides: Parameters<typeof createAutomation>[1] = {},
) {
  return createAutomation(db, {
    webhookUrl,
    webhookSecret: newWebhookSecret(),
    customFields: [topicField],
    ...overrides,
  });
}

export async function startRunRequest(
  t: TestApp,
  cookie: string,
  body: {
    automationId: string;
    input?: Record<string, unknown>;
    idempotencyKey?: string;
    configurationId?: string;
    webhookUrl?: string;
  },
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/runs',
    headers: { cookie },
    payload: { input: { topic: 'Quarterly numbers' }, idempotencyKey: randomUUID(), ...body },
  });
}

/** Starts a run and answers it (201 expected). */
export async function startRunOk(t: TestApp, cookie: string, body: Parameters<typeof startRunRequest>[2]) {
  const response = await startRunRequest(t, cookie, body);
  if (response.statusCode !== 201) throw new Error(`start failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { run: Run }).run;
}

export async function runRow(db: Database, runId: string) {
  const [row] = await db.select().from(runs).where(eq(runs.id, runId));
  return row!;
}

/** Waits until the run's status satisfies `done` (async workflows end through callbacks). */
export async function waitForRun(db: Database, runId: string, done: (status: string) => boolean, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const row = await runRow(db, runId);
    if (done(row.status)) return row;
    if (Date.now() > until) throw new Error(`run ${runId} still ${row.status}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
