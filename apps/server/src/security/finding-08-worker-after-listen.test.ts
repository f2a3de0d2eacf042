import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credit } from '../features/ledger';
import { loadConfig } from '../platform/config/config';
import { automations, runs, users } from '../platform/db/schema';
import { startBasalt, type RunningBasalt } from '../start-basalt';
import { cookieFrom } from '../test/auth-helpers';
import { freePort } from '../test/run-test-kit';

/**
 * Finding 8: with ROLE=all the worker took queued runs before the HTTP listener, which serves the
 * sample workflows, was up, so demo runs queued before a restart failed "unreachable". Here a run
 * is queued by a web-only start, then a ROLE=all start on the same data folder must complete it.
 */
describe('finding 8: ROLE=all starts its worker after the listener', () => {
  let folder: string;
  let env: Record<string, string>;
  let basalt: RunningBasalt | undefined;
  let runId: string;
  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'basalt-finding-08-'));
    const port = await freePort();
    env = {
      NODE_ENV: 'development',
      LOG_LEVEL: 'silent',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: join(folder, 'data'),
    };
    const web = await startBasalt(loadConfig({ ...env, ROLE: 'web' }));
    try {
      const { db } = web.database;
      const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'demo@example.com'));
      await credit(db, {
        userId: demo!.id,
        type: 'admin_adjustment',
        amount: 50,
        expiresAt: null,
        description: 'Test',
      });
      const [automation] = await db
        .select({ id: automations.id })
        .from(automations)
        .where(eq(automations.slug, 'subject-line-tester'));
      const signIn = await fetch(`${web.url}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: env.PUBLIC_URL! },
        body: JSON.stringify({ email: 'demo@example.com', password: 'Basalt-demo-2026' }),
      });
      const started = await fetch(`${web.url}/api/runs`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: env.PUBLIC_URL!,
          cookie: cookieFrom(signIn.headers.getSetCookie()),
        },
        body: JSON.stringify({
          automationId: automation!.id,
          input: { subject: 'Your March report is ready', audience: 'B2B' },
          idempotencyKey: randomUUID(),
        }),
      });
      expect(started.status).toBe(201);
      runId = ((await started.json()) as { run: { id: string } }).run.id;
    } finally {
      await web.stop();
    }
  }, 120_000);
  afterAll(async () => {
    await basalt?.stop();
    rmSync(folder, { recursive: true, force: true });
  });

  it('completes a run that was queued before the start', async () => {
    basalt = await startBasalt(loadConfig({ ...env, ROLE: 'all' }));
    const { db } = basalt.database;
    let run: { status: string; failureKind: string | null } | undefined;
    for (;;) {
      [run] = await db
        .select({ status: runs.status, failureKind: runs.failureKind })
        .from(runs)
        .where(eq(runs.id, runId));
      if (run && run.status !== 'pending' && run.status !== 'running') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(run).toEqual({ status: 'completed', failureKind: null });
  });
});
