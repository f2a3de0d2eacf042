import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponse, fileTypeGroups, uploadFileResponse, type CustomField } from '@basalt/contracts';
import { storedFiles } from '../../platform/db/schema';
import { createSignedInUser } from '../../test/auth-helpers';
import { createRunTestApp, createWebhookAutomation, csvField, type RunTestApp } from '../../test/run-test-kit';
import { startS3TestServer } from '../../test/s3-test-server';

const MB = 1024 * 1024;
const XLSX = fileTypeGroups.excel[1];
const bigCsvField: CustomField = { ...csvField, id: 'big_csv', maxFileSizeMB: 50 };
const sheetField: CustomField = { ...csvField, id: 'sheet', label: 'Sheet', acceptedFileTypes: [XLSX] };

/** `size` bytes of CSV rows, all different, so a lost or repeated chunk changes the digest. */
function csvOfSize(size: number) {
  const rows = ['name,email\n'];
  for (let length = rows[0]!.length, n = 0; length < size; n += 1) {
    const row = `person ${n},p${n}@example.com\n`;
    rows.push(row);
    length += row.length;
  }
  return Buffer.from(rows.join('')).subarray(0, size);
}

const digest = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * Posts an upload over a real connection in 64 KB chunks, as a browser sends a large file, and
 * stops sending as soon as the answer comes: `sent` tells how much the server read before it.
 */
function postUpload(url: string, cookie: string, body: Buffer, declaredLength?: number) {
  return new Promise<{ status: number; body: string; sent: number }>((resolve, reject) => {
    const headers: http.OutgoingHttpHeaders = { cookie, 'content-type': 'application/octet-stream' };
    if (declaredLength !== undefined) headers['content-length'] = declaredLength;
    const request = http.request(url, { method: 'POST', headers });
    let sent = 0;
    let answered = false;
    request.on('error', (error) => (answered ? undefined : reject(error)));
    request.on('response', (response) => {
      answered = true;
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => {
        resolve({ status: response.statusCode!, body: text, sent });
        request.destroy();
      });
    });
    const pump = () => {
      while (!answered && sent < body.length) {
        const chunk = body.subarray(sent, sent + 64 * 1024);
        sent += chunk.length;
        if (!request.write(chunk)) return void request.once('drain', pump);
      }
      if (!answered && declaredLength === undefined) request.end();
    };
    pump();
  });
}

/** Issue 38: uploads go to storage as they arrive, on local disk and in S3, never whole in memory. */
describe.each(['local disk', 'S3-compatible storage'])('streamed uploads to %s', (where) => {
  let t: RunTestApp;
  let s3: Awaited<ReturnType<typeof startS3TestServer>> | undefined;
  let automationId: string;
  beforeAll(async () => {
    s3 = where === 'local disk' ? undefined : await startS3TestServer();
    t = await createRunTestApp(s3?.env ?? {});
    automationId = (
      await createWebhookAutomation(t.database.db, 'https://workflow.example/csv', {
        customFields: [csvField, bigCsvField, sheetField],
      })
    ).id;
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  const uploadUrl = (fieldId: string, name: string) =>
    `${t.url}/api/files?automationId=${automationId}&fieldId=${fieldId}&name=${name}`;
  const rowsOf = (userId: string) => t.database.db.select().from(storedFiles).where(eq(storedFiles.userId, userId));
  /** Every stored object of this user, whichever storage holds it. */
  async function objectsOf(userId: string): Promise<string[]> {
    if (s3) return s3.keys(`${userId}/`);
    const folder = join(t.config.DATA_DIR, 'files', userId);
    return existsSync(folder)
      ? readdirSync(folder, { recursive: true, withFileTypes: true })
          .filter((e) => e.isFile())
          .map((e) => e.name)
      : [];
  }
  const refusal = (body: string) => errorResponse.parse(JSON.parse(body)).error;

  it('a 24 MB CSV is stored as it arrives and downloads back byte for byte', async () => {
    const { user, cookie } = await createSignedInUser(t);
    const content = csvOfSize(24 * MB);
    const answer = await postUpload(uploadUrl('big_csv', 'leads.csv'), cookie, content);
    expect(answer.status, answer.body).toBe(201);
    const { file } = uploadFileResponse.parse(JSON.parse(answer.body));
    expect(file).toMatchObject({ mime: 'text/csv', size: content.length });
    const link = await fetch(`${t.url}/api/files/${file.id}`, { headers: { cookie, accept: 'application/json' } });
    const download = await fetch(((await link.json()) as { url: string }).url);
    expect(digest(Buffer.from(await download.arrayBuffer()))).toBe(digest(content));
    expect(await objectsOf(user.id)).toHaveLength(1);
    // More than one 8 MiB part: S3 receives it as a multipart upload, not one body held whole.
    if (s3) expect(s3.requests.some((request) => request.url.includes('?uploads'))).toBe(true);
  });

  it('a file over its field’s limit is refused with the size message while it is still being sent, and nothing is kept', async () => {
    const { user, cookie } = await createSignedInUser(t);
    const answer = await postUpload(uploadUrl('csv_file', 'huge.csv'), cookie, csvOfSize(64 * MB));
    expect(answer.status, answer.body).toBe(422);
    expect(refusal(answer.body)).toMatchObject({ code: 'VALIDATION_FAILED', message: 'File size exceeds 1 MB limit' });
    // The server stopped at the 1 MB limit: the client had not sent most of the 64 MB.
    expect(answer.sent).toBeLessThan(32 * MB);
    expect(await rowsOf(user.id)).toEqual([]);
    expect(await objectsOf(user.id)).toEqual([]);
  });

  it('a file going over its limit after its first parts were sent leaves nothing: S3’s multipart upload is aborted', async () => {
    const { user, cookie } = await createSignedInUser(t);
    const answer = await postUpload(uploadUrl('big_csv', 'huge.csv'), cookie, csvOfSize(70 * MB));
    expect(answer.status, answer.body).toBe(422);
    expect(refusal(answer.body).message).toBe('File size exceeds 50 MB limit');
    expect(await rowsOf(user.id)).toEqual([]);
    expect(await objectsOf(user.id)).toEqual([]);
    if (s3) {
      const started = s3.requests.filter((request) => request.url.includes('huge.csv?uploads'));
      const aborted = s3.requests.filter(
        (request) => request.method === 'DELETE' && request.url.includes('huge.csv?uploadId='),
      );
      expect([started.length, aborted.length]).toEqual([1, 1]);
    }
  });

  it('a declared length over the limit is refused before any of the body is read', async () => {
    const { user, cookie } = await createSignedInUser(t);
    const answer = await postUpload(uploadUrl('csv_file', 'huge.csv'), cookie, csvOfSize(64 * MB), 64 * MB);
    expect(answer.status, answer.body).toBe(422);
    expect(refusal(answer.body).message).toBe('File size exceeds 1 MB limit');
    expect(answer.sent).toBeLessThan(32 * MB);
    expect(await rowsOf(user.id)).toEqual([]);
  });

  it('a ZIP whose spreadsheet entries come after its first 64 KB is a spreadsheet', async () => {
    const { cookie } = await createSignedInUser(t);
    const workbook = Buffer.concat([
      Buffer.from([0x50, 0x4b, 0x03, 0x04]),
      Buffer.alloc(200 * 1024, 7),
      Buffer.from('xl/workbook.xml'),
    ]);
    const answer = await postUpload(uploadUrl('sheet', 'book.xlsx'), cookie, workbook);
    expect(answer.status, answer.body).toBe(201);
    expect(uploadFileResponse.parse(JSON.parse(answer.body)).file).toMatchObject({ mime: XLSX, size: workbook.length });
  });

  it('a file whose end shows another type (a plain ZIP, a NUL byte past 64 KB) is refused once read, leaving neither row nor object', async () => {
    const { user, cookie } = await createSignedInUser(t);
    const plainZip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200 * 1024, 7)]);
    const zipAnswer = await postUpload(uploadUrl('sheet', 'book.xlsx'), cookie, plainZip);
    expect(zipAnswer.status, zipAnswer.body).toBe(422);
    expect(refusal(zipAnswer.body).message).toBe(`File type not allowed. Accepted types: ${XLSX}`);
    const binaryTail = Buffer.concat([csvOfSize(100 * 1024), Buffer.from([0, 1, 2])]);
    const csvAnswer = await postUpload(uploadUrl('csv_file', 'leads.csv'), cookie, binaryTail);
    expect(csvAnswer.status, csvAnswer.body).toBe(422);
    expect(refusal(csvAnswer.body).message).toBe('File type not allowed. Accepted types: text/csv');
    expect(await rowsOf(user.id)).toEqual([]);
    expect(await objectsOf(user.id)).toEqual([]);
  });
});
