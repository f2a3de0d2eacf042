import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, spawnBasalt, waitUntilReady, type BasaltProcess } from '../support/basalt-process';
import { startS3Bucket } from '../support/s3-bucket';
import { createFreshDatabase, waitFor, waitForOutput } from '../support/topology';

/** Ten megabytes of CSV: more than one 8 MiB part, so both copies go to the bucket as multipart uploads. */
const CSV = `name,email\n${'ada lovelace,ada@example.com\n'.repeat(360_000)}`;
const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/**
 * A workflow that downloads the run's upload through its signed link (recording where it went)
 * and answers with the rows upper-cased, as a file: the run's result file.
 */
async function startUpperCaser() {
  const downloads: string[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void (async () => {
        const { files } = JSON.parse(Buffer.concat(chunks).toString()) as { files: { url: string }[] };
        downloads.push(files[0]!.url);
        const upload = await fetch(files[0]!.url);
        if (upload.status !== 200) {
          response.writeHead(502).end();
          return;
        }
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
  return {
    host: `127.0.0.1:${port}`,
    url: `http://127.0.0.1:${port}`,
    downloads,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// Issue 38 item 9: two web processes and a worker, each with a data folder of its own, sharing
// nothing but PostgreSQL and an S3 bucket. A file uploaded through one web process is read through
// the other, the worker stores the run's result file, and the other web process serves it.
describe('files across processes that share only PostgreSQL and an S3 bucket', () => {
  let bucket: Awaited<ReturnType<typeof startS3Bucket>>;
  let database: Awaited<ReturnType<typeof createFreshDatabase>>;
  let workflow: Awaited<ReturnType<typeof startUpperCaser>>;
  let db: pg.Client;
  let webA: BasaltProcess;
  let webB: BasaltProcess;
  let worker: BasaltProcess;
  const processes: BasaltProcess[] = [];
  let publicUrl = '';
  let cookie = '';
  let userId = '';
  let automationId = '';

  // A browser behind the load balancer sends the public origin to whichever web process it reaches.
  const call = (basalt: BasaltProcess, method: string, path: string, body?: string, type = 'application/json') =>
    fetch(`${basalt.url}${path}`, {
      method,
      headers: { origin: publicUrl, cookie, ...(body === undefined ? {} : { 'content-type': type }) },
      body,
    });

  beforeAll(async () => {
    [bucket, database, workflow] = await Promise.all([
      startS3Bucket(),
      createFreshDatabase('basalt_files'),
      startUpperCaser(),
    ]);
    const [portA, portB] = [await freePort(), await freePort()];
    // The public address reaches web B: the workflow's download and the result's links go there.
    publicUrl = `http://127.0.0.1:${portB}`;
    const env = {
      ...bucket.env,
      DATABASE_URL: database.url,
      // The same in every process (README): web B must accept the links web A and the worker sign.
      AUTH_SECRET: randomBytes(32).toString('hex'),
      PUBLIC_URL: publicUrl,
      SAMPLE_WORKFLOWS_URL: `${publicUrl}/sample-workflows`,
      OUTBOUND_ALLOWED_HOSTS: workflow.host,
    };
    // No DATA_DIR: spawnBasalt gives each process a folder of its own.
    const spawn = async (extra: Record<string, string>) => {
      const basalt = await spawnBasalt({ ...env, ...extra });
      processes.push(basalt);
      return basalt;
    };
    [webA, webB, worker] = await Promise.all([
      spawn({ ROLE: 'web', PORT: String(portA) }),
      spawn({ ROLE: 'web', PORT: String(portB) }),
      spawn({ ROLE: 'worker' }),
    ]);
    await Promise.all([
      waitUntilReady(webA, 120_000),
      waitUntilReady(webB, 120_000),
      waitForOutput(worker, 'Basalt worker started', 120_000),
    ]);
    db = new pg.Client({ connectionString: database.url });
    await db.connect();
    const { rows } = await db.query<{ id: string }>(
      `insert into automations (slug, name, description, status, pricing_model, token_cost_per_run,
         webhook_url, webhook_secret, custom_fields)
       values ($1, 'Upper-case a CSV', 'A workflow of the files journey', 'published', 'per_run', 1, $2, $3, $4)
       returning id`,
      [
        `files-journey-${randomBytes(3).toString('hex')}`,
        workflow.url,
        `whsec_${randomBytes(24).toString('base64')}`,
        JSON.stringify([
          {
            id: 'csv_file',
            type: 'file',
            label: 'CSV file',
            required: true,
            order: 0,
            maxFileSizeMB: 20,
            acceptedFileTypes: ['text/csv'],
          },
        ]),
      ],
    );
    automationId = rows[0]!.id;
  }, 240_000);

  afterAll(async () => {
    await db?.end();
    await Promise.all(processes.map((basalt) => basalt.stop('SIGKILL')));
    await workflow?.close();
    await bucket?.close();
    await database?.drop();
  });

  it('a CSV uploaded through web A, upper-cased by a run on the worker, is downloaded through web B', async () => {
    const signIn = await call(
      webA,
      'POST',
      '/api/auth/sign-in/email',
      JSON.stringify({ email: 'demo@example.com', password: 'Basalt-demo-2026' }),
    );
    expect(signIn.status).toBe(200);
    cookie = signIn.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    userId = (await db.query<{ id: string }>(`select id from users where email = 'demo@example.com'`)).rows[0]!.id;

    const uploaded = await call(
      webA,
      'POST',
      `/api/files?automationId=${automationId}&fieldId=csv_file&name=leads.csv`,
      CSV,
      'application/octet-stream',
    );
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    const { file } = (await uploaded.json()) as { file: { id: string; url: string; size: number } };
    expect(file.size).toBe(Buffer.byteLength(CSV));
    const uploadKey = (
      await db.query<{ key: string }>('select storage_key as key from stored_files where id = $1', [file.id])
    ).rows[0]!.key;
    expect(await bucket.keys(`${userId}/`)).toEqual([uploadKey]);

    const started = await call(
      webA,
      'POST',
      '/api/runs',
      JSON.stringify({ automationId, input: { csv_file: file.url }, idempotencyKey: randomUUID() }),
    );
    expect(started.status, await started.clone().text()).toBe(201);
    const runId = ((await started.json()) as { run: { id: string } }).run.id;
    const ended = await waitFor(
      'the run to end',
      async () => {
        const { rows } = await db.query<{ status: string; error_message: string | null }>(
          'select status, error_message from runs where id = $1',
          [runId],
        );
        return rows[0]!.status === 'pending' || rows[0]!.status === 'running' ? undefined : rows[0]!;
      },
      60_000,
    );
    expect(ended).toEqual({ status: 'completed', error_message: null });
    // The workflow read the upload through web B, which has never seen it on its own disk.
    expect(workflow.downloads).toHaveLength(1);
    expect(new URL(workflow.downloads[0]!).origin).toBe(webB.url);

    const resultKey = (
      await db.query<{ key: string }>(`select storage_key as key from stored_files where run_id = $1`, [runId])
    ).rows[0]!.key;
    expect(resultKey).toMatch(new RegExp(`^${userId}/runs/${runId}/\\d{13}_upper.csv$`));
    expect(await bucket.keys(`${userId}/`)).toEqual([uploadKey, resultKey].sort());

    const run = (await (await call(webB, 'GET', `/api/runs/${runId}`)).json()) as {
      run: { resultData: { output_file_url: string; file_size_bytes: number } };
    };
    expect(run.run.resultData.file_size_bytes).toBe(Buffer.byteLength(CSV));
    const download = await fetch(run.run.resultData.output_file_url);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('text/csv');
    expect(sha256(Buffer.from(await download.arrayBuffer()))).toBe(sha256(CSV.toUpperCase()));

    // Deleted through web A, the result file leaves the bucket; the upload stays until it expires.
    const deleted = await call(webA, 'DELETE', `/api/runs/${runId}`);
    expect(deleted.status, await deleted.clone().text()).toBeLessThan(300);
    expect(await bucket.keys(`${userId}/`)).toEqual([uploadKey]);

    // None of the three processes kept a file on its own disk.
    for (const basalt of [webA, webB, worker]) expect(existsSync(join(basalt.dataDir, 'files'))).toBe(false);
  }, 120_000);
});
