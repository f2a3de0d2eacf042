import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRun } from '../features/runs';
import { createSignedInUser, latestEmailLink, pathOf, postAuth } from '../test/auth-helpers';
import {
  createFundedUser,
  createRunTestApp,
  createWebhookAutomation,
  csvField,
  runRow,
  type RunTestApp,
  startRunOk,
} from '../test/run-test-kit';

/**
 * Finding 14: the request log kept whole URLs, so a run's callback token, a file link's signature
 * and e-mail link tokens were written to the log, where anyone reading logs could replay them (and
 * ten console calls bypassed pino: the lint rule no-console now keeps the server on pino).
 */
type WebhookBody = { callback_url: string; files: { url: string }[] };

describe('finding 14: the request log keeps no secret of a link', () => {
  let t: RunTestApp;
  let workflow: Server;
  let workflowUrl: string;
  const logLines: string[] = [];
  const received: WebhookBody[] = [];
  beforeAll(async () => {
    // A workflow that acknowledges (202) and will call back, as n8n's "Respond immediately" does.
    workflow = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as WebhookBody);
        response.writeHead(202, { 'content-type': 'application/json' }).end('{"message":"Workflow was started"}');
      });
    });
    await new Promise<void>((resolve) => workflow.listen(0, '127.0.0.1', resolve));
    workflowUrl = `http://127.0.0.1:${(workflow.address() as AddressInfo).port}/hook`;
    const logTo = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        done();
      },
    });
    t = await createRunTestApp({ LOG_LEVEL: 'info', OUTBOUND_ALLOWED_HOSTS: new URL(workflowUrl).host }, { logTo });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => workflow.close(() => resolve()));
  });

  /** The request log lines whose URL starts with `path`. */
  const loggedUrls = (path: string) =>
    logLines
      .map((line) => JSON.parse(line) as { req?: { url?: string } })
      .map((entry) => entry.req?.url)
      .filter((url): url is string => typeof url === 'string' && url.startsWith(path));

  it("a workflow's file download and callback leave neither signature nor token in the log", async () => {
    const { cookie } = await createFundedUser(t, 50);
    const automation = await createWebhookAutomation(t.database.db, workflowUrl, { customFields: [csvField] });
    const upload = await t.app.inject({
      method: 'POST',
      url: `/api/files?automationId=${automation.id}&fieldId=csv_file&name=leads.csv`,
      headers: { cookie, 'content-type': 'application/octet-stream' },
      payload: Buffer.from('name,email\nAda,a@b.co\n'),
    });
    const file = upload.json<{ file: { url: string } }>().file;
    const run = await startRunOk(t, cookie, { automationId: automation.id, input: { csv_file: file.url } });
    await executeRun(t.runs, run.id);
    const { callback_url: callbackUrl, files } = received.at(-1)!;

    const download = new URL(files[0]!.url);
    expect((await t.app.inject({ url: pathOf(download.href) })).statusCode).toBe(200);
    const callback = new URL(callbackUrl);
    const answered = await t.app.inject({
      method: 'POST',
      url: pathOf(callback.href),
      payload: { status: 'completed', result: { summary: 'Cleaned' } },
    });
    expect(answered.statusCode).toBe(200);
    expect((await runRow(t.database.db, run.id)).status).toBe('completed');

    const secrets = [download.searchParams.get('signature')!, callback.searchParams.get('token')!];
    for (const secret of secrets) expect(logLines.join('\n')).not.toContain(secret);
    // The requests were logged, with what is not secret.
    expect(loggedUrls(download.pathname)).toContain(`${download.pathname}?expires=[redacted]&signature=[redacted]`);
    expect(loggedUrls(callback.pathname)).toContain(`${callback.pathname}?token=[redacted]`);
  });

  it("e-mail links' tokens (confirmation, password reset) stay out of the log", async () => {
    const { user } = await createSignedInUser(t);
    // Signing up opened the confirmation link (?token=).
    const confirmation = new URL(await latestEmailLink(t, user.email, /confirm/i)).searchParams.get('token')!;
    expect(confirmation.length).toBeGreaterThan(10);
    expect(logLines.join('\n')).not.toContain(confirmation);
    await postAuth(t, '/request-password-reset', { email: user.email, redirectTo: '/reset-password' });
    const link = new URL(await latestEmailLink(t, user.email, /reset/i));
    await t.app.inject({ url: pathOf(link.href) });
    const token = link.pathname.split('/').at(-1)!;
    expect(token.length).toBeGreaterThan(10);
    expect(logLines.join('\n')).not.toContain(token);
    expect(loggedUrls('/api/auth/reset-password/')[0]).toMatch(/^\/api\/auth\/reset-password\/\[redacted\]/);
  });
});
