// Finding 12 (issue 13): a production start without DATABASE_URL silently used PGlite, without PUBLIC_URL
// it sent localhost links, and an incomplete S3 group died with a stack trace. Each case starts the real
// server entry (src/main.ts) in a child process, as an operator's `node dist/main.js` would.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../platform/config/config';

const serverRoot = new URL('../..', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'basalt-finding-12-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const secret = 'a-production-secret-of-32-characters!';
// Port 1 on loopback refuses at once: a start that got as far as the database fails fast, and the
// test never talks to anything outside this machine.
const unreachableDatabase = 'postgres://basalt:db-password@127.0.0.1:1/basalt';

/** Starts src/main.ts with only these variables (never the developer's or CI's DATABASE_URL). */
function startServer(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverRoot,
      env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

const lines = (output: string) => output.split('\n').filter((line) => line.trim() !== '');

describe('finding 12: production refuses an incomplete configuration', () => {
  it('names DATABASE_URL, PUBLIC_URL and AUTH_SECRET, one line each, and exits 1 without a stack trace', async () => {
    const { code, output } = await startServer({ NODE_ENV: 'production' });
    expect(code).toBe(1);
    expect(output).not.toMatch(/^\s+at /m);
    const problems = lines(output);
    expect(problems).toHaveLength(3);
    expect(problems.find((line) => line.includes('DATABASE_URL'))).toMatch(/required in production/);
    expect(problems.find((line) => line.includes('DATABASE_URL'))).toMatch(/ALLOW_EMBEDDED_DATABASE=true/);
    expect(problems.find((line) => line.includes('PUBLIC_URL'))).toMatch(/required in production/);
    expect(problems.find((line) => line.includes('AUTH_SECRET'))).toMatch(/required in production/);
  });

  it('names each missing S3 variable on its own line before touching the database', async () => {
    const { code, output } = await startServer({
      NODE_ENV: 'production',
      DATABASE_URL: unreachableDatabase,
      PUBLIC_URL: 'https://basalt.example.com',
      AUTH_SECRET: secret,
      S3_BUCKET: 'basalt-files',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
    });
    expect(code).toBe(1);
    expect(output).not.toMatch(/^\s+at /m);
    expect(output).not.toContain('db-password');
    expect(output).not.toContain(secret);
    const problems = lines(output);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/S3_ENDPOINT.*required when S3_BUCKET is set/);
    expect(problems[1]).toMatch(/S3_SECRET_ACCESS_KEY.*required when S3_BUCKET is set/);
  });

  it('a complete production configuration loads, and PGlite only when asked for explicitly', () => {
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://basalt.example.com/', AUTH_SECRET: secret };
    const config = loadConfig({ ...production, DATABASE_URL: unreachableDatabase });
    expect(config.DATABASE_URL).toBe(unreachableDatabase);
    expect(config.PUBLIC_URL).toBe('https://basalt.example.com');
    const embedded = loadConfig({ ...production, ALLOW_EMBEDDED_DATABASE: 'true' });
    expect(embedded.DATABASE_URL).toBeUndefined();
    expect(() => loadConfig({ ...production, ALLOW_EMBEDDED_DATABASE: 'false' })).toThrow(/DATABASE_URL/);
  });

  it('outside production the embedded defaults still start with nothing set', () => {
    expect(loadConfig({}).DATABASE_URL).toBeUndefined();
    expect(loadConfig({}).PUBLIC_URL).toBe('http://localhost:3000');
  });
});
