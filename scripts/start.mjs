// `npm start`: builds whatever is missing or out of date, then runs Basalt in one process on its
// embedded defaults (PGlite in ./data, outbox mail, sandbox checkout, sample workflows, demo data).
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', 'dist', 'dist-ssr'].includes(entry.name) || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

function isStale(output, sources) {
  if (!existsSync(output)) return true;
  const builtAt = statSync(output).mtimeMs;
  return sources.some((source) => newestMtime(join(root, source)) > builtAt);
}

function run(args) {
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const shared = ['packages/contracts'];
// The browser's build and the server-rendering bundle (apps/web/dist-ssr) come from one build script.
const webOutputs = ['apps/web/dist/index.html', 'apps/web/dist-ssr/entry-server.js'];
if (webOutputs.some((output) => isStale(join(root, output), ['apps/web', ...shared])))
  run(['run', 'build', '-w', '@basalt/web']);
if (isStale(join(root, 'apps/server/dist/main.js'), ['apps/server/src', 'apps/sample-workflows/src', ...shared])) {
  run(['run', 'build', '-w', '@basalt/server']);
}

const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
