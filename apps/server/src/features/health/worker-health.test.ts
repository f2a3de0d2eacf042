// Issue 38 item 8: a ROLE=worker process listened on nothing, so the image's HEALTHCHECK (/health on
// PORT) always failed for a worker container. This starts the real entry (src/main.ts) as a worker in
// a child process, as the image does, and runs the image's own HEALTHCHECK command against it.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../test/run-test-kit';

const serverRoot = new URL('../../..', import.meta.url).pathname;
const dockerfile = readFileSync(new URL('../../../../../Dockerfile', import.meta.url), 'utf8');

/** The exec form of the Dockerfile's HEALTHCHECK, e.g. ["node", "-e", "…"]. */
const healthCheck = JSON.parse(/^\s*CMD (\[.*\])\s*$/m.exec(dockerfile.split('HEALTHCHECK')[1]!)![1]!) as string[];

describe('a worker process answers a health check', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'basalt-worker-health-'));
  let worker: ChildProcess;
  let healthPort: number;
  let output = '';

  beforeAll(async () => {
    healthPort = await freePort();
    worker = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverRoot,
      // Only these variables: never the developer's or CI's DATABASE_URL. PGlite in its own folder.
      env: {
        PATH: process.env.PATH ?? '',
        ROLE: 'worker',
        DATA_DIR: dataDir,
        HEALTH_PORT: String(healthPort),
        PORT: '0',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    worker.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    worker.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const until = Date.now() + 50_000;
    while (!output.includes('Basalt worker started')) {
      if (worker.exitCode !== null) throw new Error(`the worker exited: ${output}`);
      if (Date.now() > until) throw new Error(`the worker did not start: ${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, 60_000);
  afterAll(async () => {
    if (worker && worker.exitCode === null) {
      worker.kill('SIGKILL');
      await new Promise((resolve) => worker.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  const base = () => `http://127.0.0.1:${healthPort}`;

  it('answers /health and /ready on HEALTH_PORT like a web process, and nothing else', async () => {
    const health = await fetch(`${base()}/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${base()}/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', checks: { database: true, migrations: true } });
    expect((await fetch(`${base()}/api/automations`)).status).toBe(404);
  });

  it("the image's HEALTHCHECK passes for a ROLE=worker container", () => {
    const [command, ...args] = healthCheck;
    expect(command).toBe('node');
    const check = spawnSync(process.execPath, args, {
      env: { PATH: process.env.PATH ?? '', ROLE: 'worker', HEALTH_PORT: String(healthPort), PORT: '1' },
      timeout: 10_000,
    });
    expect(check.status).toBe(0);
  });

  it('stops on SIGTERM, and its health check with it', async () => {
    worker.kill('SIGTERM');
    const code = await new Promise((resolve) => worker.once('exit', resolve));
    expect(code).toBe(0);
    await expect(fetch(`${base()}/health`)).rejects.toThrow();
  });
});
