#!/usr/bin/env node
// Installs the real workflow engines the engine journey drives (n8n, Node-RED), each from its own
// package.json beside this file, so n8n's ~2,000 packages stay out of the repository's lock file.
//
// Installs live in a machine-level cache (BASALT_FIXTURE_CACHE, default ~/.cache/basalt) keyed by a
// hash of the package.json: CI starts from a clean clone on the same machine, and a cold n8n install
// takes minutes (isolated-vm and sqlite3 compile from source). `.tmp/engines/<engine>` links to the
// install in use. Usage: node e2e/engines/install-engines.mjs [n8n] [node-red]
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
  lstatSync,
  unlinkSync,
} from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, '../..');
const engines = { n8n: 'n8n/bin/n8n', 'node-red': 'node-red/red.js' };

export const fixtureCache = () => process.env.BASALT_FIXTURE_CACHE || join(homedir(), '.cache', 'basalt');

/** The folder that holds (or will hold) this engine's install for its current package.json. */
export function engineInstallDir(engine) {
  const manifest = readFileSync(join(here, engine, 'package.json'));
  const key = createHash('sha256').update(manifest).update(process.version.split('.')[0]).digest('hex').slice(0, 12);
  return join(fixtureCache(), 'engines', `${engine}-${key}`);
}

/** The engine's entry script, installing it first when the cache does not have it. */
export async function ensureEngine(engine) {
  const dir = engineInstallDir(engine);
  const entry = join(dir, 'node_modules', engines[engine]);
  const done = join(dir, '.installed');
  if (!existsSync(done)) await installWithLock(engine, dir, done);
  linkIntoTmp(engine, dir);
  return entry;
}

async function installWithLock(engine, dir, done) {
  mkdirSync(dirname(dir), { recursive: true });
  const lock = `${dir}.lock`;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      // Another process installs the same engine: wait for it rather than install twice.
      if (existsSync(done)) return;
      await sleep(2_000);
    }
  }
  try {
    if (existsSync(done)) return;
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'package.json'), readFileSync(join(here, engine, 'package.json')));
    const started = Date.now();
    console.log(`[engines] installing ${engine} into ${dir} (first time on this machine; n8n takes minutes)`);
    const result = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd: dir,
      stdio: 'inherit',
    });
    if (result.status !== 0) throw new Error(`npm install of ${engine} failed (exit ${result.status})`);
    writeFileSync(done, `${new Date().toISOString()} ${Math.round((Date.now() - started) / 1000)}s\n`);
    console.log(`[engines] ${engine} installed in ${Math.round((Date.now() - started) / 1000)} s`);
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

function linkIntoTmp(engine, dir) {
  const link = join(repo, '.tmp', 'engines', engine);
  mkdirSync(dirname(link), { recursive: true });
  try {
    if (lstatSync(link)) unlinkSync(link);
  } catch {
    // No link yet.
  }
  symlinkSync(dir, link);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const wanted = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(engines);
  for (const engine of wanted) {
    if (!(engine in engines)) throw new Error(`unknown engine ${engine}`);
    const started = Date.now();
    const entry = await ensureEngine(engine);
    console.log(`[engines] ${engine}: ${entry} (ready in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
}
