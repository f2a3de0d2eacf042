// Bundles the server into dist/main.js. Workspace packages (contracts, sample workflows) are TypeScript
// source, so they are bundled in; registry packages stay external and load from node_modules.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const workspacePackages = new Set(['@basalt/contracts', '@basalt/sample-workflows']);
const external = [
  ...Object.keys(pkg.dependencies),
  ...Object.keys(
    JSON.parse(readFileSync(new URL('../../sample-workflows/package.json', import.meta.url), 'utf8')).dependencies,
  ),
].filter((name) => !workspacePackages.has(name));

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`), 'pino-pretty'],
  logLevel: 'warning',
});
