import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { dataDirAuthSecret, withDataDirAuthSecret } from './data-dir-secret';

describe('the data folder secret', () => {
  const root = mkdtempSync(join(tmpdir(), 'basalt-secret-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('is made once per folder, kept with mode 0600 and read back on the next start', () => {
    const folder = join(root, 'one');
    const first = dataDirAuthSecret(folder);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(statSync(join(folder, 'auth-secret')).mode & 0o777).toBe(0o600);
    expect(dataDirAuthSecret(folder)).toBe(first);
    expect(dataDirAuthSecret(join(root, 'two'))).not.toBe(first);
  });

  it('refuses a file too short to be a secret', () => {
    const folder = join(root, 'short');
    dataDirAuthSecret(folder);
    writeFileSync(join(folder, 'auth-secret'), 'secret\n');
    expect(() => dataDirAuthSecret(folder)).toThrow(/32\+ characters/);
  });

  it('is used only when AUTH_SECRET is not set', () => {
    const folder = join(root, 'configured');
    const configured = loadConfig({ DATA_DIR: folder, AUTH_SECRET: 'y'.repeat(32) });
    expect(withDataDirAuthSecret(configured).AUTH_SECRET).toBe('y'.repeat(32));
    const generated = loadConfig({ DATA_DIR: folder });
    expect(withDataDirAuthSecret(generated).AUTH_SECRET).toBe(dataDirAuthSecret(folder));
  });
});
