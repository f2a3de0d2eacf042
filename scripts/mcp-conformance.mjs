// CI (issue 38): the official MCP conformance suite's server scenarios against a started Basalt, on
// Node 24 (.ci/run puts .tmp/node24 first on PATH). Needs the build.
//   node scripts/mcp-conformance.mjs            the scenarios that apply to Basalt must pass
//   node scripts/mcp-conformance.mjs --all      every server scenario, to see what the others say
// The suite connects without credentials, so it talks to Basalt through a loopback proxy that adds the
// demo account's API key, as an MCP client configured with a key does. Basalt's PUBLIC_URL is the
// proxy's address: it is the origin the suite's clients name. Which scenarios do not apply, and why:
// docs/decisions/049-mcp-conformance.md.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const version = '0.1.16';
const suiteDir = join(root, '.tmp/conformance');
const cli = join(suiteDir, 'node_modules/@modelcontextprotocol/conformance/dist/index.js');

/** Scenarios Basalt's server must pass. */
const APPLICABLE = ['server-initialize', 'ping', 'tools-list', 'dns-rebinding-protection'];
/** Scenarios that call test fixtures Basalt does not have (decision 049 says why, one by one). */
const NOT_APPLICABLE = [
  'logging-set-level', 'completion-complete', 'tools-call-simple-text', 'tools-call-image',
  'tools-call-audio', 'tools-call-embedded-resource', 'tools-call-mixed-content', 'tools-call-with-logging',
  'tools-call-error', 'tools-call-with-progress', 'tools-call-sampling', 'tools-call-elicitation',
  'json-schema-2020-12', 'elicitation-sep1034-defaults', 'server-sse-polling', 'server-sse-multiple-streams',
  'elicitation-sep1330-enums', 'resources-list', 'resources-read-text', 'resources-read-binary',
  'resources-templates-read', 'resources-subscribe', 'resources-unsubscribe', 'prompts-list',
  'prompts-get-simple', 'prompts-get-with-args', 'prompts-get-embedded-resource', 'prompts-get-with-image',
]; // prettier-ignore

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });

function installSuite() {
  if (existsSync(cli)) return;
  // --prefix: its own package root, so the repository's node_modules are never touched.
  const installed = spawnSync(
    'npm',
    ['install', '--prefix', suiteDir, '--no-save', '--no-package-lock', '--no-audit', '--no-fund'].concat(
      `@modelcontextprotocol/conformance@${version}`,
    ),
    { stdio: 'inherit' },
  );
  if (installed.status !== 0) throw new Error('could not install the conformance suite');
}

function serverScenarios() {
  const listed = spawnSync(process.execPath, [cli, 'list'], { encoding: 'utf8' });
  const section = listed.stdout.split('Client scenarios')[0];
  return [...section.matchAll(/^\s+- ([a-z0-9-]+) \[/gm)].map((match) => match[1]);
}

/** Forwards every request to Basalt with the key added, streaming both ways (SSE answers too). */
function startKeyProxy(port, target, key) {
  const proxy = http.createServer((request, response) => {
    const forward = http.request(
      { host: '127.0.0.1', port: target, path: request.url, method: request.method },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    for (const [name, value] of Object.entries(request.headers)) forward.setHeader(name, value);
    forward.setHeader('authorization', `Bearer ${key}`);
    forward.on('error', () => response.destroy());
    request.pipe(forward);
  });
  return new Promise((resolve) => proxy.listen(port, '127.0.0.1', () => resolve(proxy)));
}

async function waitForReady(url, child, output) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Basalt exited early:\n${output()}`);
    if (
      await fetch(`${url}/ready`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`Basalt was not ready in time:\n${output()}`);
}

/** The seeded demo account signs in and creates a key, as a person does on the API tab. */
async function demoKey(basaltUrl, origin) {
  const headers = { 'content-type': 'application/json', origin };
  const signedIn = await fetch(`${basaltUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: 'demo@example.com', password: 'Basalt-demo-2026' }),
  });
  if (!signedIn.ok) throw new Error(`demo sign-in answered ${signedIn.status}`);
  const cookie = signedIn.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const created = await fetch(`${basaltUrl}/api/api-keys`, {
    method: 'POST',
    headers: { ...headers, cookie },
    body: JSON.stringify({ name: 'MCP conformance' }),
  });
  if (!created.ok) throw new Error(`creating a key answered ${created.status}`);
  return (await created.json()).key;
}

/** Not spawnSync: the proxy in this process must keep answering while the suite talks to it. */
function runScenario(scenario, url, cwd) {
  return new Promise((resolve) => {
    let stdout = '';
    let stderr = '';
    const child = spawn(process.execPath, [cli, 'server', '--url', url, '--scenario', scenario], { cwd });
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

installSuite();
const listed = serverScenarios();
const unclassified = listed.filter((name) => !APPLICABLE.includes(name) && !NOT_APPLICABLE.includes(name));
if (unclassified.length > 0) {
  console.error(`MCP conformance: classify these new server scenarios first: ${unclassified.join(', ')}`);
  process.exit(1);
}
const [basaltPort, proxyPort] = [await freePort(), await freePort()];
const basaltUrl = `http://127.0.0.1:${basaltPort}`;
const proxyUrl = `http://127.0.0.1:${proxyPort}`;
const dataRoot = mkdtempSync(join(tmpdir(), 'basalt-mcp-conformance-'));
let output = '';
const basalt = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  env: {
    ...process.env,
    DATABASE_URL: '',
    PORT: String(basaltPort),
    HOST: '127.0.0.1',
    PUBLIC_URL: proxyUrl,
    DATA_DIR: join(dataRoot, 'data'),
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
basalt.stdout.on('data', (chunk) => (output += chunk));
basalt.stderr.on('data', (chunk) => (output += chunk));
let proxy;
const failed = [];
try {
  await waitForReady(basaltUrl, basalt, () => output);
  proxy = await startKeyProxy(proxyPort, basaltPort, await demoKey(basaltUrl, proxyUrl));
  const scenarios = process.argv.includes('--all') ? listed : APPLICABLE;
  for (const scenario of scenarios) {
    const run = await runScenario(scenario, `${proxyUrl}/mcp`, dataRoot);
    const passed = run.status === 0;
    if (!passed) failed.push(scenario);
    console.log(`${passed ? 'PASS' : 'FAIL'} ${scenario}${APPLICABLE.includes(scenario) ? '' : ' (not applicable)'}`);
    if (!passed && APPLICABLE.includes(scenario)) console.log(run.stdout, run.stderr);
  }
} finally {
  proxy?.closeAllConnections();
  proxy?.close();
  basalt.kill('SIGKILL');
  rmSync(dataRoot, { recursive: true, force: true });
}
const applicableFailures = failed.filter((name) => APPLICABLE.includes(name));
console.log(
  `MCP conformance on Node ${process.versions.node}: ${APPLICABLE.length - applicableFailures.length} passed, ${applicableFailures.length} failed`,
);
process.exit(applicableFailures.length > 0 ? 1 : 0);
