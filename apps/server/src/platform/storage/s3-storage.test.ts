import { randomBytes } from 'node:crypto';
import { buffer, text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3TestServer } from '../../test/s3-test-server';
import { s3Storage, type S3FileStorage } from './s3-storage';

// Issue 38 item 9: the S3 driver against a real S3-compatible server on loopback (s3rver) rather
// than against a fake fetch. s3rver checks the access key of each request but not the SigV4
// signature itself (decision 052): the signing is the AWS SDK's own.
describe('S3 file storage against an S3-compatible server', () => {
  let s3: Awaited<ReturnType<typeof startS3TestServer>>;
  let storage: S3FileStorage;
  beforeAll(async () => {
    s3 = await startS3TestServer();
    storage = s3Storage(s3.settings);
  });
  afterAll(async () => {
    storage?.close();
    await s3?.close();
  });

  it('stores, reads and deletes a file under its key', async () => {
    const key = 'user-1/automation-1/1700000000000_report.csv';
    await storage.put(key, Buffer.from('a,b\n1,2'), 'text/csv');
    expect(await s3.keys('user-1/')).toEqual([key]);
    expect(await text((await storage.get(key))!)).toBe('a,b\n1,2');
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    expect(await s3.keys('user-1/')).toEqual([]);
  });

  it('sends a file larger than one part as a multipart upload and reads back the same bytes', async () => {
    // 8 MiB parts: this file is three of them, the last one short.
    const bytes = randomBytes(20 * 1024 * 1024);
    const key = 'user-2/runs/run-1/1700000000000_big.bin';
    const before = s3.requests.length;
    await storage.put(key, bytes, 'application/octet-stream');
    const sent = s3.requests.slice(before).map((request) => `${request.method} ?${request.url.split('?')[1] ?? ''}`);
    // Create the upload, three parts, complete it.
    expect(sent.filter((line) => /^POST \?(.*&)?uploads(=|&|$)/.test(line))).toHaveLength(1);
    expect(sent.filter((line) => /^PUT \?.*partNumber=/.test(line))).toHaveLength(3);
    expect(sent.filter((line) => /^POST \?(.*&)?uploadId=/.test(line))).toHaveLength(1);
    expect((await buffer((await storage.get(key))!)).equals(bytes)).toBe(true);
    await storage.delete(key);
  }, 60_000);

  it('a multipart upload whose part keeps failing is aborted, so no parts are left behind', async () => {
    const key = 'user-3/runs/run-2/1700000000000_broken.bin';
    s3.fail((request) => request.method === 'PUT' && /partNumber=2/.test(request.url));
    try {
      await expect(storage.put(key, randomBytes(17 * 1024 * 1024), 'application/octet-stream')).rejects.toThrow();
    } finally {
      s3.fail(undefined);
    }
    // The abort: DELETE with the upload's id (s3rver answers it 405, as it keeps no list of
    // uploads to abort; S3 and MinIO delete the parts).
    expect(s3.requests.some((request) => request.method === 'DELETE' && /[?&]uploadId=/.test(request.url))).toBe(true);
    expect(await s3.keys('user-3/')).toEqual([]);
  }, 60_000);

  it('answers null for a missing file, and deleting one is not an error', async () => {
    expect(await storage.get('nobody/none/1_missing.txt')).toBeNull();
    await expect(storage.delete('nobody/none/1_missing.txt')).resolves.toBeUndefined();
  });

  it('is refused by the server with an access key it does not know, and stores nothing', async () => {
    const wrong = s3Storage({ ...s3.settings, accessKeyId: 'NOT-A-KEY' });
    try {
      await expect(wrong.put('u/a/1_x.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow(/Access Key Id/);
      expect(await s3.keys('u/')).toEqual([]);
    } finally {
      wrong.close();
    }
  });

  it('refuses unsafe keys before any request', async () => {
    await expect(storage.put('../etc/passwd', Buffer.from('x'), 'text/plain')).rejects.toThrow(/unsafe storage key/);
    await expect(storage.get('u//x')).rejects.toThrow(/unsafe storage key/);
  });
});
