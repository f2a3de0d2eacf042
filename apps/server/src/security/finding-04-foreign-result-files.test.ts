import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileTypeGroups, type CustomField, type Run } from '@basalt/contracts';
import { executeRun } from '../features/runs';
import {
  createFundedUser,
  createRunTestApp,
  createWebhookAutomation,
  startRunOk,
  type RunTestApp,
} from '../test/run-test-kit';

/**
 * Finding 4: a run's result showed every `basalt-file:<id>` it held as a signed download link,
 * whoever owned the file. A workflow that echoes its input let user C name user B's upload and
 * download it. Only files of the run's own user are signed now.
 */
const csvField: CustomField = {
  id: 'csv_file',
  type: 'file',
  label: 'CSV file',
  required: false,
  order: 0,
  maxFileSizeMB: 1,
  acceptedFileTypes: [...fileTypeGroups.csv],
};
const echoFields: CustomField[] = [
  { id: 'theirs', type: 'text', label: 'Theirs', required: false, order: 0 },
  { id: 'mine', type: 'text', label: 'Mine', required: false, order: 1 },
];

/** A workflow that answers with what it was given, plus a report file of its own. */
function startEchoWorkflow(): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    if (request.url === '/report.csv') return void response.writeHead(200, { 'content-type': 'text/csv' }).end('a,b\n');
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const { input } = JSON.parse(Buffer.concat(chunks).toString()) as { input: Record<string, unknown> };
      const { port } = server.address() as AddressInfo;
      response.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          summary: 'Echoed',
          theirs: input.theirs,
          mine: input.mine,
          output_file_url: `http://127.0.0.1:${port}/report.csv`,
          file_name: 'report.csv',
        }),
      );
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    ),
  );
}

describe("finding 4: a run's result never links to another user's file", () => {
  let t: RunTestApp;
  let echo: { server: Server; url: string };
  beforeAll(async () => {
    echo = await startEchoWorkflow();
    t = await createRunTestApp({ OUTBOUND_ALLOWED_HOSTS: new URL(echo.url).host });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => echo.server.close(resolve));
  });

  const upload = async (cookie: string, automationId: string, body: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/files?automationId=${automationId}&fieldId=csv_file&name=leads.csv`,
      headers: { cookie, 'content-type': 'application/octet-stream' },
      payload: Buffer.from(body),
    });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { file: { id: string } }).file.id;
  };
  const download = (link: unknown) => {
    const url = new URL(String(link));
    return t.app.inject({ url: `${url.pathname}${url.search}` });
  };

  it("user C's echoing workflow gets no link to user B's upload; C's own files still get links", async () => {
    const uploads = await createWebhookAutomation(t.database.db, `${echo.url}/run`, { customFields: [csvField] });
    const userB = await createFundedUser(t, 0);
    const userC = await createFundedUser(t, 50);
    const fileOfB = await upload(userB.cookie, uploads.id, 'name,email\nBea,bea@example.com\n');
    const fileOfC = await upload(userC.cookie, uploads.id, 'name,email\nCy,cy@example.com\n');

    const echoing = await createWebhookAutomation(t.database.db, `${echo.url}/run`, { customFields: echoFields });
    const started = await startRunOk(t, userC.cookie, {
      automationId: echoing.id,
      input: { theirs: `basalt-file:${fileOfB}`, mine: `basalt-file:${fileOfC}` },
    });
    await executeRun(t.runs, started.id);

    const response = await t.app.inject({ url: `/api/runs/${started.id}`, headers: { cookie: userC.cookie } });
    const { run } = response.json() as { run: Run };
    expect(run.status).toBe('completed');
    const result = run.resultData!;
    expect(JSON.stringify(result)).not.toContain(`/api/files/${fileOfB}`);
    expect(result.theirs).toBe(`basalt-file:${fileOfB}`);
    expect((await download(result.mine)).body).toBe('name,email\nCy,cy@example.com\n');
    expect((await download(result.output_file_url)).body).toBe('a,b\n');

    const history = await t.app.inject({ url: '/api/runs', headers: { cookie: userC.cookie } });
    expect(history.body).not.toContain(`/api/files/${fileOfB}`);
    expect(history.body).toContain(`/api/files/${fileOfC}/content`);
  });
});
