import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const repoRoot = new URL('../..', import.meta.url).pathname;
const serverEntry = join(repoRoot, 'apps/server/dist/main.js');

export interface BasaltProcess {
  url: string;
  dataDir: string;
  child: ChildProcess;
  output: () => string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

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

/** Runs the built server (as `npm start` does) on its own port and, unless given, its own data folder. */
export async function spawnBasalt(env: Record<string, string> = {}): Promise<BasaltProcess> {
  if (!existsSync(serverEntry)) throw new Error('Build first: npm run build');
  const port = env.PORT ?? String(await freePort());
  const dataDir = env.DATA_DIR ?? join(mkdtempSync(join(tmpdir(), 'basalt-e2e-')), 'data');
  let output = '';
  const child = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // The browser talks to 127.0.0.1, so that is the origin the same-origin guard must trust. A
      // test of a bad PORT gets no address built from it, so its one complaint is about PORT alone.
      ...(/^\d+$/.test(port) ? { PUBLIC_URL: `http://127.0.0.1:${port}` } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    child,
    output: () => output,
    exited,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** Waits until /ready answers 200, or fails with what the server printed. */
export async function waitUntilReady(basalt: BasaltProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (basalt.child.exitCode !== null) throw new Error(`Basalt exited early:\n${basalt.output()}`);
    try {
      if ((await fetch(`${basalt.url}/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Basalt was not ready after ${timeoutMs} ms:\n${basalt.output()}`);
}
