import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exampleInputFor, type TestCallOutcome } from '@basalt/contracts';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../test/auth-helpers';
import { createAutomation } from '../../test/factories';
import { createRunTestApp, type RunTestApp } from '../../test/run-test-kit';
import { demoCatalogue } from '../seed';

let t: RunTestApp;
let admin: Awaited<ReturnType<typeof createSignedInUser>>;
let engine: Server;
let engineUrl: string;
const received: { url: string; headers: IncomingMessage['headers']; body: string }[] = [];
/** Each path of the stand-in engine answers like one engine does (see features/runs/worker/fixtures). */
const engineAnswers: Record<string, [number, Record<string, string>, string]> = {
  '/zapier': [
    200,
    { 'content-type': 'application/json' },
    '{"attempt":"a","id":"a","request_id":"a","status":"success"}',
  ],
  '/n8n-crash': [200, { 'content-type': 'application/json' }, ''],
  '/report.pdf': [
    200,
    { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="q3.pdf"' },
    '%PDF-1.4 q3',
  ],
};

beforeAll(async () => {
  engine = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ url: request.url ?? '', headers: request.headers, body });
      const [status, headers, answer] = engineAnswers[request.url ?? ''] ?? [404, {}, ''];
      response.writeHead(status, headers).end(answer);
    });
  });
  await new Promise<void>((resolve) => engine.listen(0, '127.0.0.1', resolve));
  engineUrl = `http://127.0.0.1:${(engine.address() as AddressInfo).port}`;
  t = await createRunTestApp({
    OUTBOUND_ALLOWED_HOSTS: new URL(engineUrl).host,
    WEBHOOK_TIMEOUT_MS: '7000',
  });
  admin = await createSignedInUser(t, { admin: true });
});
afterAll(async () => {
  await t.close();
  engine.close();
});

const testCall = (body: object, cookie = admin.cookie) =>
  t.app.inject({ method: 'POST', url: '/api/admin/automations/test-call', headers: { cookie }, payload: body });

/** What the demo catalogue's workflows do with a test call's example input (no files are sent). */
function expectedOutcome(slug: string, needsFile: boolean): TestCallOutcome {
  if (slug === 'slow-report') return 'waits';
  if (slug === 'crm-contact-sync') return 'fails_refunded';
  return needsFile ? 'fails_charged' : 'completes';
}

describe('send test call', () => {
  it.each(demoCatalogue)(
    'an admin tries the unsaved $slug form against the sample workflow Basalt serves and sees what a run would do',
    async (demo) => {
      const response = await testCall({
        webhookUrl: `${t.config.SAMPLE_WORKFLOWS_URL}/${demo.workflowSlug}`,
        answerMode: 'result',
        name: demo.name,
        input: exampleInputFor(demo.customFields),
      });
      expect(response.statusCode, response.body).toBe(200);
      const result = response.json();
      const needsFile = demo.customFields.some((field) => field.type === 'file' && field.required);
      expect(result.outcome, `${result.verdict} ${result.body}`).toBe(expectedOutcome(demo.workflowSlug, needsFile));
      // Signed with the call's one-time secret: the samples answer signed calls only (decision 028).
      expect(result).toMatchObject({ signed: true, error: null, contentType: expect.stringMatching(/json/) });
      expect(result.verdict).toMatch(/^This would /);
      expect(result.callbackUrl).toMatch(new RegExp(`^${t.url}/api/test-calls/[0-9a-f-]{36}/callback\\?token=`));
    },
  );

  it.each(['result', 'callback'] as const)(
    'an unsaved automation’s test call in %s mode is signed with a one-time test secret, so the sample workflows Basalt serves accept it',
    async (answerMode) => {
      const result = (
        await testCall({
          webhookUrl: `${t.config.SAMPLE_WORKFLOWS_URL}/text-summary`,
          answerMode,
          name: 'Draft summarizer',
          input: { text: 'Remote work changed hiring. Good onboarding needs documentation. Teams write it down.' },
        })
      ).json();
      expect(result, result.body).toMatchObject({
        signed: true,
        status: 200,
        outcome: answerMode === 'result' ? 'completes' : 'waits',
      });
    },
  );

  it('says what a result would be, and sends the editor’s values with a real callback_url', async () => {
    const result = (
      await testCall({
        webhookUrl: `${t.config.SAMPLE_WORKFLOWS_URL}/text-summary`,
        input: { text: 'Remote work changed hiring. Good onboarding needs documentation. Teams write it down.' },
      })
    ).json();
    expect(result).toMatchObject({ status: 200, outcome: 'completes', bodyBytes: expect.any(Number) as unknown });
    expect(result.verdict).toMatch(/^This would complete with the result \{"summary":/);
  });

  it('in callback mode a 200 is only an acknowledgement: the verdict says the run would wait', async () => {
    const result = (
      await testCall({
        webhookUrl: `${t.config.SAMPLE_WORKFLOWS_URL}/text-summary`,
        answerMode: 'callback',
        input: { text: 'One sentence. Another sentence. A third one.' },
      })
    ).json();
    expect(result).toMatchObject({ status: 200, outcome: 'waits', body: '{"accepted":true}' });
    expect(result.verdict).toMatch(/only acknowledges the request/);
  });

  it('shows a misconfigured workflow before users pay: an acknowledgement or an empty answer in result mode', async () => {
    const zapier = (await testCall({ webhookUrl: `${engineUrl}/zapier` })).json();
    expect(zapier.outcome).toBe('fails_refunded');
    expect(zapier.verdict).toMatch(/^This would fail and refund the user because the workflow only acknowledged/);
    expect(zapier.verdict).toMatch(/Zapier.*Choose "The workflow acknowledges, then calls back"/);
    const crash = (await testCall({ webhookUrl: `${engineUrl}/n8n-crash` })).json();
    expect(crash).toMatchObject({ status: 200, body: '', bodyBytes: 0, outcome: 'fails_refunded' });
    expect(crash.verdict).toMatch(/the workflow ended without an answer.*Respond to Webhook/);
  });

  it('a file answer is described by name, size and type, not shown', async () => {
    const result = (await testCall({ webhookUrl: `${engineUrl}/report.pdf` })).json();
    expect(result).toMatchObject({ contentType: 'application/pdf', body: '%PDF-1.4 q3', outcome: 'completes' });
    expect(result.verdict).toBe(
      'This would complete with the result file "q3.pdf" (11 bytes, application/pdf), kept in Basalt\'s storage.',
    );
  });

  it('a saved automation’s test call is signed with its secret', async () => {
    const automation = await createAutomation(t.database.db, { webhookSecret: 'whsec_c2VjcmV0LWZvci10ZXN0cw==' });
    const result = (await testCall({ automationId: automation.id, webhookUrl: `${engineUrl}/n8n-crash` })).json();
    expect(result.signed).toBe(true);
    const call = received.findLast((request) => request.url === '/n8n-crash')!;
    const payload = new Webhook('whsec_c2VjcmV0LWZvci10ZXN0cw==').verify(
      call.body,
      call.headers as Record<string, string>,
    );
    expect(payload).toMatchObject({ test: true, automation: { id: automation.id }, answer_mode: 'result' });
  });

  it('applies the worker’s outbound rules: a loopback address that is not allowed is never called', async () => {
    const result = (await testCall({ webhookUrl: 'http://127.0.0.1:9/hook' })).json();
    expect(result).toMatchObject({
      status: null,
      error:
        'Webhook URL must not point to a private, loopback or link-local address (for an engine on your own network or this machine, add its host:port to OUTBOUND_ALLOWED_HOSTS)',
      outcome: 'fails_refunded',
    });
  });

  it('refuses a missing or malformed URL with a clear message, and non-admins', async () => {
    const missing = await testCall({ webhookUrl: '' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().error.details[0].message).toBe('Enter a webhook URL to send a test call');
    const malformed = await testCall({ webhookUrl: 'ftp://example.com/x' });
    expect(malformed.json().error.details[0].message).toBe('Webhook URL must be a valid URL');
    const user = await createSignedInUser(t);
    expect((await testCall({ webhookUrl: `${engineUrl}/zapier` }, user.cookie)).statusCode).toBe(403);
  });

  it('the test call’s callback_url judges callbacks as a run’s would, and refuses a wrong token', async () => {
    const { callbackUrl } = (await testCall({ webhookUrl: `${engineUrl}/zapier`, answerMode: 'callback' })).json();
    const url = new URL(callbackUrl as string);
    const post = (payload: string, contentType = 'application/json', search = url.search) =>
      t.app.inject({
        method: 'POST',
        url: `${url.pathname}${search}`,
        headers: { 'content-type': contentType },
        payload,
      });
    expect((await post('{"progress":"50","message":"Halfway"}')).json()).toEqual({
      accepted: true,
      test: true,
      outcome: 'waits',
      verdict: 'This would update the run\'s progress to 50% ("Halfway"); the run goes on.',
    });
    expect((await post('status=completed&summary=Zap+done', 'application/x-www-form-urlencoded')).json()).toMatchObject(
      { outcome: 'completes', verdict: 'This would complete with the result {"summary":"Zap done"}.' },
    );
    expect((await post('{"status":"failed","error":"Quota reached"}')).json()).toMatchObject({
      outcome: 'fails_refunded',
      verdict: 'This would fail and refund the user because Quota reached.',
    });
    expect((await post('{}', 'application/json', `?token=${'x'.repeat(43)}`)).statusCode).toBe(403);
  });
});
