// npm run api:check: writes the OpenAPI document the server serves at /api/docs/json to
// .tmp/openapi.json, lints it with redocly (recommended rules, redocly.yaml; any error fails),
// generates TypeScript types from it with openapi-typescript (.tmp/api-client/schema.d.ts) and
// type-checks scripts/api-client-check.ts, a client written against those types, so a change that
// breaks integrators' generated clients fails here. Needs no database and no build.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const root = new URL('..', import.meta.url).pathname;
const started = Date.now();

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`api:check failed at: ${command} ${args.join(' ')}`);
    process.exit(result.status ?? 1);
  }
}

// The document script bundled like the server (scripts/build.mjs): faster to start than tsx.
const dependencies = (path) =>
  Object.keys(JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')).dependencies);
const external = [
  ...dependencies('../apps/server/package.json'),
  ...dependencies('../apps/sample-workflows/package.json'),
].filter((name) => !name.startsWith('@basalt/'));
await build({
  absWorkingDir: root,
  entryPoints: ['apps/server/src/scripts/api-document.ts'],
  outfile: '.tmp/api-document/api-document.mjs',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  external: [...external, ...external.map((name) => `${name}/*`), 'pino-pretty'],
  logLevel: 'warning',
});
run(process.execPath, ['.tmp/api-document/api-document.mjs', '.tmp/openapi.json']);
run('npx', ['--no-install', 'redocly', 'lint', '.tmp/openapi.json', '--config', 'redocly.yaml', '--format', 'summary']);
run('npx', ['--no-install', 'openapi-typescript', '.tmp/openapi.json', '--output', '.tmp/api-client/schema.d.ts']);
run('npx', ['--no-install', 'tsc', '-p', 'scripts/api-client-check.tsconfig.json']);
console.log(`API document checked in ${((Date.now() - started) / 1000).toFixed(1)} s`);
