import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

export const repoRoot = new URL('../../..', import.meta.url).pathname;

export interface ServerProcess {
  url: string;
  pid: number;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** BENCH_NODE_ARGS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof") go to every Basalt process, to profile them. */
const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
/** BENCH_SERVER_ENTRY: another server build to measure (say, a copy of an earlier dist/main.js). */
const serverEntry = process.env.BENCH_SERVER_ENTRY ?? join(repoRoot, 'apps/server/dist/main.js');

/** Shared by the web and worker processes: callback tokens and file links are signed with it. */
const BENCH_AUTH_SECRET = 'bench-secret-bench-secret-bench-secret-0123';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitFor(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Process exited early:\n${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} was not ready after 60 s:\n${output()}`);
}

function start(
  args: string[],
  env: Record<string, string>,
  readyPath: string,
  port: number,
  ipc = false,
): Promise<ServerProcess> {
  let output = '';
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ipc ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
    // Dates and bigints cross the PGlite bridge as they are.
    serialization: 'advanced',
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  return waitFor(`${url}${readyPath}`, child, () => output).then(() => ({
    url,
    pid: child.pid!,
    child,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  }));
}

/**
 * The built server (npm run build) as production runs it, logs quiet, limits off. On PostgreSQL web
 * role only (a separate worker process takes the runs); on PGlite (one process may open it) ROLE=all
 * in a fresh data folder, with the bench's SQL bridge loaded.
 */
export async function startBasalt(
  database: { url: string } | { dataDir: string },
  bareUrl: string,
): Promise<ServerProcess> {
  const entry = serverEntry;
  if (!existsSync(entry)) throw new Error('Build first: npm run build');
  const port = await freePort();
  const pglite = 'dataDir' in database;
  const bridge = join(repoRoot, 'scripts/bench/support/pglite-bridge.mjs');
  return start(
    [...nodeArgs, ...(pglite ? ['--import', bridge, entry] : [entry])],
    {
      NODE_ENV: 'production',
      ROLE: pglite ? 'all' : 'web',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // Production refuses the embedded database unless told (issue 10); the PGlite bench is that choice.
      ...(pglite ? { DATA_DIR: database.dataDir, ALLOW_EMBEDDED_DATABASE: 'true' } : { DATABASE_URL: database.url }),
      AUTH_SECRET: BENCH_AUTH_SECRET,
      SEED_DEMO: 'true',
      // Production turns the sample workflows off (decision 028); the seeded demo catalogue calls them.
      SAMPLE_WORKFLOWS: 'true',
      // The runs benchmark's workflow is the bare server's no-op, on loopback (PGlite: this process works the runs).
      OUTBOUND_ALLOWED_HOSTS: new URL(bareUrl).host,
      RATE_LIMITS: 'false',
      // The bench starts runs faster than they end; the per-user cap would refuse most of them.
      MAX_CONCURRENT_RUNS: '0',
      LOG_LEVEL: 'warn',
    },
    '/ready',
    port,
    pglite,
  );
}

/** The baseline: Fastify with one JSON route and nothing else, in its own process like Basalt. */
export async function startBareFastify(): Promise<ServerProcess> {
  const port = await freePort();
  return start([join(repoRoot, 'scripts/bench/support/bare-fastify.mjs')], { PORT: String(port) }, '/', port);
}

/**
 * A job worker (ROLE=worker) on the same database as the web process, as at scale: it runs the
 * run jobs and calls their workflows.
 */
export async function startBasaltWorker(context: {
  basaltUrl: string;
  bareUrl: string;
  databaseUrl: string;
}): Promise<ServerProcess> {
  let output = '';
  const child = spawn(process.execPath, [...nodeArgs, serverEntry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      ROLE: 'worker',
      PUBLIC_URL: context.basaltUrl,
      SAMPLE_WORKFLOWS_URL: `${context.basaltUrl}/sample-workflows`,
      // The runs benchmark's workflow: the bare server's no-op, on loopback.
      OUTBOUND_ALLOWED_HOSTS: new URL(context.bareUrl).host,
      DATABASE_URL: context.databaseUrl,
      AUTH_SECRET: BENCH_AUTH_SECRET,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`worker not started after 60 s:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk;
      if (output.includes('Basalt worker started')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', () => reject(new Error(`worker exited early:\n${output}`)));
  });
  return {
    url: '',
    pid: child.pid!,
    child,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
