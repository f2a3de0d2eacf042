import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

const freshFolder = () => join(mkdtempSync(join(tmpdir(), 'basalt-lock-')), 'nested', 'data');

describe('data folder lock', () => {
  it('creates missing parent folders and releases the lock on unlock', () => {
    const folder = freshFolder();
    const unlock = lockDataDir(folder);
    expect(existsSync(join(folder, 'basalt.lock'))).toBe(true);
    unlock();
    expect(existsSync(join(folder, 'basalt.lock'))).toBe(false);
  });

  it('a second owner of the same folder is refused with a clear message', () => {
    const folder = freshFolder();
    const unlock = lockDataDir(folder);
    expect(() => lockDataDir(folder)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(folder)).toThrow(/already using the data folder/);
    unlock();
  });

  it('a lock left behind by a process that died is taken over', () => {
    const folder = freshFolder();
    lockDataDir(folder)();
    writeFileSync(join(folder, 'basalt.lock'), '999999999');
    const unlock = lockDataDir(folder);
    unlock();
  });
});
