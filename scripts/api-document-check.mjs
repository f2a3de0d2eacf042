// npm run api:check (CI, after the build): starts the built server as `npm start` does, on a fresh
// embedded database, and checks the document it serves, the way an integrator meets it:
//   1. its first request is GET /api/docs/json, which must answer 200 (issue 38: a fresh process
//      answered 500 until an automation page was rendered, and a script's copy never showed it);
//   2. `npx openapi-typescript <that URL>` generates the client types, as the README says
//      (.tmp/api-client/schema.d.ts);
//   3. redocly lints the document it served (recommended rules, redocly.yaml; any error fails);
//   4. tsc type-checks scripts/api-client-check.ts, a client written against those types, so a change
//      that breaks integrators' generated clients fails here.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const serverEntry = join(root, 'apps/server/dist/main.js');
const documentFile = join(root, '.tmp/openapi.json');
const startTimeoutMs = 180_000;
const started = Date.now();

function fail(message) {
  console.error(`api:check failed: ${message}`);
  process.exitCode = 1;
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${result.status}`);
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });

/** Resolves once the process says it serves (no request is made before the document's). */
function untilRunning(child, output) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`not running after ${startTimeoutMs} ms:\n${output()}`)),
      startTimeoutMs,
    );
    const check = () => {
      if (!output().includes('Basalt is running at')) return;
      clearTimeout(timer);
      resolve();
    };
    child.stdout.on('data', check);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}) before it served:\n${output()}`));
    });
  });
}

if (!existsSync(serverEntry)) {
  fail('build first (npm run build): apps/server/dist/main.js is missing');
  process.exit(1);
}
const port = await freePort();
const url = `http://127.0.0.1:${port}`;
const dataRoot = mkdtempSync(join(tmpdir(), 'basalt-api-check-'));
let output = '';
const server = spawn(process.execPath, [serverEntry], {
  cwd: root,
  env: {
    ...process.env,
    DATABASE_URL: '',
    ROLE: 'all',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATA_DIR: join(dataRoot, 'data'),
    LOG_LEVEL: 'info',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
server.stdout.on('data', (chunk) => (output += chunk));
server.stderr.on('data', (chunk) => (output += chunk));
try {
  await untilRunning(server, () => output);
  const response = await fetch(`${url}/api/docs/json`);
  const text = await response.text();
  if (response.status !== 200)
    throw new Error(`GET /api/docs/json answered ${response.status} on its first request: ${text}`);
  mkdirSync(join(root, '.tmp'), { recursive: true });
  writeFileSync(documentFile, text);
  run('npx', ['--no-install', 'openapi-typescript', `${url}/api/docs/json`, '--output', '.tmp/api-client/schema.d.ts']);
  run('npx', ['--no-install', 'redocly', 'lint', documentFile, '--config', 'redocly.yaml', '--format', 'summary']);
  run('npx', ['--no-install', 'tsc', '-p', 'scripts/api-client-check.tsconfig.json']);
  console.log(`API document checked in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
} finally {
  server.kill('SIGKILL');
  rmSync(dataRoot, { recursive: true, force: true });
}
