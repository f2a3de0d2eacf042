import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureEngine } from '../engines/install-engines.mjs';
import { freePort, repoRoot } from './basalt-process';

export interface EngineProcess {
  url: string;
  output: () => string;
  stop(): Promise<void>;
}

const fixtures = join(repoRoot, 'e2e', 'fixtures');

function run(entry: string, args: string[], env: Record<string, string>, cwd: string) {
  let output = '';
  const child = spawn(process.execPath, [entry, ...args], { cwd, env: { ...process.env, ...env }, stdio: 'pipe' });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, exited, output: () => output };
}

async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs: number, output: () => string) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Gave up waiting for ${what} after ${timeoutMs} ms:\n${output().slice(-4000)}`);
}

async function stopChild(child: ChildProcess, exited: Promise<number | null>) {
  if (child.exitCode === null) child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/**
 * A real n8n from npm (e2e/engines) in a scratch folder on a free loopback port, with the repo's
 * workflows imported and activated while it is stopped (DESIGN §4), then started; ready once it
 * has activated every workflow (it registers their webhooks one by one after start).
 */
export async function startN8n(): Promise<EngineProcess> {
  const entry = await ensureEngine('n8n');
  const folder = mkdtempSync(join(tmpdir(), 'basalt-n8n-'));
  const port = await freePort();
  const env = {
    // Under vitest NODE_ENV is "test", which silences n8n's log (and the readiness check reads it).
    NODE_ENV: 'production',
    N8N_LOG_LEVEL: 'info',
    N8N_USER_FOLDER: folder,
    N8N_LISTEN_ADDRESS: '127.0.0.1',
    N8N_PORT: String(port),
    N8N_DIAGNOSTICS_ENABLED: 'false',
    N8N_VERSION_NOTIFICATIONS_ENABLED: 'false',
    N8N_TEMPLATES_ENABLED: 'false',
    N8N_PERSONALIZATION_ENABLED: 'false',
    N8N_RUNNERS_ENABLED: 'false',
    DB_SQLITE_POOL_SIZE: '1',
    N8N_ENFORCE_SETTINGS_FILE_PERMISSIONS: 'false',
  };
  const workflows = join(fixtures, 'n8n', 'basalt-workflows.json');
  for (const args of [
    ['import:workflow', `--input=${workflows}`],
    ['update:workflow', '--all', '--active=true'],
  ]) {
    const step = run(entry, args, env, folder);
    const code = await step.exited;
    if (code !== 0) throw new Error(`n8n ${args[0]} failed (${code}):\n${step.output()}`);
  }
  const expected = (JSON.parse(readFileSync(workflows, 'utf8')) as unknown[]).length;
  const n8n = run(entry, ['start'], env, folder);
  const activated = () => (n8n.output().match(/Activated workflow/g) ?? []).length;
  await until('n8n to activate its workflows', () => activated() >= expected, 120_000, n8n.output);
  return { url: `http://127.0.0.1:${port}`, output: n8n.output, stop: () => stopChild(n8n.child, n8n.exited) };
}

/** A real Node-RED from npm with the repo's flows, admin UI off, on a free loopback port. */
export async function startNodeRed(): Promise<EngineProcess> {
  const entry = await ensureEngine('node-red');
  const folder = mkdtempSync(join(tmpdir(), 'basalt-node-red-'));
  const port = await freePort();
  copyFileSync(join(fixtures, 'node-red', 'flows.json'), join(folder, 'flows.json'));
  writeFileSync(
    join(folder, 'settings.js'),
    `module.exports = ${JSON.stringify({ uiHost: '127.0.0.1', uiPort: port, flowFile: 'flows.json', httpAdminRoot: false, credentialSecret: false })};\n`,
  );
  const red = run(
    entry,
    ['--userDir', folder, '--settings', join(folder, 'settings.js')],
    { NODE_ENV: 'production' },
    folder,
  );
  await until('Node-RED to start its flows', () => red.output().includes('Started flows'), 60_000, red.output);
  return { url: `http://127.0.0.1:${port}`, output: red.output, stop: () => stopChild(red.child, red.exited) };
}
