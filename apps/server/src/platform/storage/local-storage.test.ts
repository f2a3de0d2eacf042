import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { localStorage } from './local-storage';
import { SignedLinks } from './signed-links';

describe('local file storage', () => {
  const storage = localStorage(mkdtempSync(join(tmpdir(), 'basalt-files-')));

  it('stores, reads and deletes a file under its key', async () => {
    await storage.put('user-1/automation-1/1700000000000_report.csv', Buffer.from('a,b\n1,2'), 'text/csv');
    expect(await text((await storage.get('user-1/automation-1/1700000000000_report.csv'))!)).toBe('a,b\n1,2');
    await storage.delete('user-1/automation-1/1700000000000_report.csv');
    expect(await storage.get('user-1/automation-1/1700000000000_report.csv')).toBeNull();
  });

  it('never overwrites an existing file', async () => {
    await storage.put('u/a/1_x.txt', Buffer.from('first'), 'text/plain');
    await expect(storage.put('u/a/1_x.txt', Buffer.from('second'), 'text/plain')).rejects.toThrow();
    expect(await text((await storage.get('u/a/1_x.txt'))!)).toBe('first');
  });

  it.each(['../etc/passwd', 'u/../../x', '/abs/path', 'u//x', 'u/a b.txt', ''])(
    'refuses the unsafe key %j',
    async (key) => {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/unsafe storage key/);
    },
  );
});

describe('signed file links', () => {
  const links = new SignedLinks('a-secret-of-at-least-thirty-two-characters', 'https://basalt.example');

  it('open until they expire, and only for the file they were made for', () => {
    const now = Date.now();
    const url = new URL(links.link('file-1', 60, now));
    const expires = Number(url.searchParams.get('expires'));
    const signature = url.searchParams.get('signature')!;
    expect(url.pathname).toBe('/api/files/file-1/content');
    expect(links.verify('file-1', expires, signature, now)).toBe(true);
    expect(links.verify('file-2', expires, signature, now)).toBe(false);
    expect(links.verify('file-1', expires + 1, signature, now)).toBe(false);
    expect(links.verify('file-1', expires, signature, now + 61_000)).toBe(false);
  });
});
