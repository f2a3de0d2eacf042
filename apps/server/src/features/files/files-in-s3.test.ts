import { existsSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadFileResponse, type Run } from '@basalt/contracts';
import { storedFiles } from '../../platform/db/schema';
import { startS3TestServer } from '../../test/s3-test-server';
import { executeRun } from '../runs';
import {
  balanceOf,
  createFundedUser,
  createRunTestApp,
  createWebhookAutomation,
  csvField,
  runRow,
  type RunTestApp,
  startRunRequest,
} from '../../test/run-test-kit';
import { purgeExpiredFiles } from './purge-files.job';

/**
 * A workflow that downloads the run's uploaded CSV through its signed link and answers with the
 * same rows upper-cased, as a file: Basalt keeps that answer as the run's result file.
 */
async function startUpperCaser() {
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      void (async () => {
        const { files } = JSON.parse(body) as { files: { url: string }[] };
        const upload = await fetch(files[0]!.url);
        const rows = (await upload.text()).toUpperCase();
        response.writeHead(200, {
          'content-type': 'text/csv',
          'content-disposition': 'attachment; filename="upper.csv"',
        });
        response.end(rows);
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

// Issue 38 item 9: the files feature end to end with S3_* set, against a real S3-compatible
// server on loopback: upload, the workflow's download, the result file, its signed link, purge.
describe('files in S3-compatible storage', () => {
  let s3: Awaited<ReturnType<typeof startS3TestServer>>;
  let workflow: Awaited<ReturnType<typeof startUpperCaser>>;
  let t: RunTestApp;
  beforeAll(async () => {
    s3 = await startS3TestServer();
    workflow = await startUpperCaser();
    t = await createRunTestApp({ ...s3.env, OUTBOUND_ALLOWED_HOSTS: new URL(workflow.url).host });
  });
  afterAll(async () => {
    await t?.close();
    await workflow?.close();
    await s3?.close();
  });
  const db = () => t.database.db;
  const keyOf = async (fileId: string) =>
    (await db().select().from(storedFiles).where(eq(storedFiles.id, fileId)))[0]?.storageKey;

  it('an upload, the run that reads it and writes a result file, its download and the purge all go through the bucket', async () => {
    const { user, cookie } = await createFundedUser(t, 50);
    const automation = await createWebhookAutomation(db(), workflow.url, { customFields: [csvField] });

    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/files?automationId=${automation.id}&fieldId=csv_file&name=leads.csv`,
      headers: { cookie, 'content-type': 'application/octet-stream' },
      payload: Buffer.from('name,email\nada,a@b.co\n'),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { file } = uploadFileResponse.parse(uploaded.json());
    const uploadKey = await keyOf(file.id);
    expect(await s3.keys(`${user.id}/`)).toEqual([uploadKey]);
    // Nothing on this process's disk: another process could not have read it there.
    expect(existsSync(join(t.config.DATA_DIR, 'files'))).toBe(false);

    const started = await startRunRequest(t, cookie, { automationId: automation.id, input: { csv_file: file.url } });
    expect(started.statusCode, started.body).toBe(201);
    const runId = (started.json() as { run: { id: string } }).run.id;
    await executeRun(t.runs, runId);
    const row = await runRow(db(), runId);
    expect(row.status, row.errorMessage ?? '').toBe('completed');
    expect(row.resultData).toMatchObject({ file_name: 'upper.csv', file_size_bytes: 22 });
    const [result] = await db().select().from(storedFiles).where(eq(storedFiles.runId, runId));
    expect(result!.storageKey).toMatch(new RegExp(`^${user.id}/runs/${runId}/\\d{13}_upper.csv$`));
    expect((await s3.keys(`${user.id}/`)).sort()).toEqual([uploadKey, result!.storageKey].sort());

    // The run as its owner reads it names the result by a signed link, streamed from the bucket.
    const run = (await t.app.inject({ url: `/api/runs/${runId}`, headers: { cookie } })).json() as { run: Run };
    const link = new URL(String((run.run.resultData as { output_file_url: string }).output_file_url));
    const download = await t.app.inject({ url: `${link.pathname}${link.search}` });
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe('NAME,EMAIL\nADA,A@B.CO\n');
    expect(download.headers).toMatchObject({ 'content-type': 'text/csv', 'content-length': '22' });

    // Past their retention both are deleted from the bucket with their rows.
    expect(await purgeExpiredFiles(t.runs.files, new Date(Date.now() + 31 * 86_400_000))).toBeGreaterThanOrEqual(2);
    expect(await s3.keys(`${user.id}/`)).toEqual([]);
    expect(await keyOf(file.id)).toBeUndefined();
    const gone = await t.app.inject({ url: `${link.pathname}${link.search}` });
    expect(gone.statusCode).toBe(404);
  });

  it('deleting a run deletes its result file from the bucket', async () => {
    const { user, cookie } = await createFundedUser(t, 50);
    const automation = await createWebhookAutomation(db(), workflow.url, { customFields: [csvField] });
    const { file } = uploadFileResponse.parse(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/files?automationId=${automation.id}&fieldId=csv_file&name=a.csv`,
          headers: { cookie, 'content-type': 'application/octet-stream' },
          payload: Buffer.from('a,b\n1,2\n'),
        })
      ).json(),
    );
    const started = await startRunRequest(t, cookie, { automationId: automation.id, input: { csv_file: file.url } });
    const runId = (started.json() as { run: { id: string } }).run.id;
    await executeRun(t.runs, runId);
    expect(await s3.keys(`${user.id}/runs/`)).toHaveLength(1);
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/runs/${runId}`, headers: { cookie } });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect(await s3.keys(`${user.id}/runs/`)).toEqual([]);
    expect(await s3.keys(`${user.id}/`)).toEqual([await keyOf(file.id)]);
  });

  it('when the bucket refuses a write, neither a row nor an object is left: the upload fails, the run is refunded', async () => {
    const { user, cookie } = await createFundedUser(t, 50);
    const automation = await createWebhookAutomation(db(), workflow.url, { customFields: [csvField] });
    const upload = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/files?automationId=${automation.id}&fieldId=csv_file&name=a.csv`,
        headers: { cookie, 'content-type': 'application/octet-stream' },
        payload: Buffer.from('a,b\n1,2\n'),
      });
    const writes = (request: { method: string }) => request.method === 'PUT';

    s3.fail(writes);
    try {
      // A bucket in trouble is a storage outage, not a fault of the request: 503, try again later.
      const refused = await upload();
      expect(refused.statusCode).toBe(503);
      expect(refused.json<{ error: { code: string; message: string } }>().error).toMatchObject({
        code: 'UNAVAILABLE',
        message: expect.stringMatching(/could not store this file right now/),
      });
    } finally {
      s3.fail(undefined);
    }
    expect(await db().select().from(storedFiles).where(eq(storedFiles.userId, user.id))).toEqual([]);
    expect(await s3.keys(`${user.id}/`)).toEqual([]);

    // The upload works once the bucket does; then the run's result file is the write that fails.
    const { file } = uploadFileResponse.parse((await upload()).json());
    const started = await startRunRequest(t, cookie, { automationId: automation.id, input: { csv_file: file.url } });
    const runId = (started.json() as { run: { id: string } }).run.id;
    s3.fail(writes);
    try {
      await executeRun(t.runs, runId);
    } finally {
      s3.fail(undefined);
    }
    const row = await runRow(db(), runId);
    expect(row.status).toBe('failed');
    expect(await balanceOf(db(), user.id)).toBe(50);
    expect(await db().select().from(storedFiles).where(eq(storedFiles.runId, runId))).toEqual([]);
    expect(await s3.keys(`${user.id}/`)).toEqual([await keyOf(file.id)]);
  });
});
