import { Webhook } from 'standardwebhooks';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSampleWorkflowsApp } from '@basalt/sample-workflows';
import { failedRunTip } from '@basalt/contracts';
import { ledgerEntries } from '../../../platform/db/schema';
import { readLedgerState } from '../../ledger';
import { HostileServer } from '../../../test/hostile-server';
import {
  balanceOf,
  createFundedUser,
  createRunTestApp,
  createWebhookAutomation,
  freePort,
  runRow,
  startRunOk,
  waitForRun,
  type RunTestApp,
} from '../../../test/run-test-kit';
import { executeRun } from './execute-run';

describe('the webhook protocol against a hostile workflow server', () => {
  let t: RunTestApp;
  let hostile: HostileServer;
  let sample: ReturnType<typeof buildSampleWorkflowsApp>;
  let sampleUrl: string;
  let closedPort: number;
  beforeAll(async () => {
    hostile = await new HostileServer().start();
    sample = buildSampleWorkflowsApp({ progressIntervalMs: 30 });
    sampleUrl = await sample.listen({ port: 0, host: '127.0.0.1' });
    closedPort = await freePort();
    t = await createRunTestApp({
      OUTBOUND_ALLOWED_HOSTS: `${hostile.host},${new URL(sampleUrl).host},127.0.0.1:${closedPort}`,
    });
  });
  afterAll(async () => {
    await t.close();
    await sample.close();
    await hostile.close();
  });
  const db = () => t.database.db;

  /** Starts a 10-token run against `path` for a user holding 100 tokens, and executes it. */
  async function runAgainst(path: string, input: Record<string, unknown> = { topic: 'Quarterly numbers' }) {
    const { user, cookie } = await createFundedUser(t, 100);
    const automation = await createWebhookAutomation(db(), `${hostile.url}${path}`);
    const run = await startRunOk(t, cookie, { automationId: automation.id, input });
    await executeRun(t.runs, run.id);
    return { user, cookie, automation, run: await runRow(db(), run.id) };
  }

  async function expectRefunded(userId: string, runId: string) {
    expect(await balanceOf(db(), userId)).toBe(100);
    const entries = await db().select().from(ledgerEntries).where(eq(ledgerEntries.runId, runId));
    expect(entries.map((entry) => [entry.type, entry.amount])).toEqual([
      ['deduction', -10],
      ['refund', 10],
    ]);
    const state = await readLedgerState(db(), userId, new Date());
    expect([state.sumOfEntries, state.sumOfLots]).toEqual([state.balance, state.balance]);
  }

  it('a synchronous answer completes the run with its result, and the request is signed', async () => {
    const { user, automation, run } = await runAgainst('/ok');
    expect(run).toMatchObject({ status: 'completed', resultData: { summary: 'All done', items: ['a', 'b'] } });
    expect(run.executionTimeMs).toBeGreaterThanOrEqual(0);
    expect(await balanceOf(db(), user.id)).toBe(90);
    const request = hostile.received.findLast((received) => received.path === '/ok')!;
    const payload = new Webhook(automation.webhookSecret!).verify(
      request.body,
      request.headers as Record<string, string>,
    );
    expect(payload).toEqual({
      run_id: run.id,
      automation: { id: automation.id, slug: automation.slug, name: automation.name },
      input: { topic: 'Quarterly numbers' },
      files: [],
      callback_url: expect.stringMatching(new RegExp(`^${t.url}/api/runs/${run.id}/callback\\?token=`)),
      answer_mode: 'result',
    });
  });

  it('a slow answer times out, fails the run and refunds it', async () => {
    const { user, run } = await runAgainst('/slow');
    expect(run).toMatchObject({ status: 'failed', failureKind: 'timeout' });
    expect(run.errorMessage).toMatch(/timed out.*refunded/);
    await expectRefunded(user.id, run.id);
  });

  it('a huge answer is cut at the size limit, fails the run and refunds it', async () => {
    const { user, run } = await runAgainst('/huge');
    expect(run).toMatchObject({ status: 'failed', failureKind: 'response_too_large' });
    await expectRefunded(user.id, run.id);
  });

  it('a redirect to 127.0.0.1 is not followed: the run fails, is refunded and the target is never reached', async () => {
    const { user, run } = await runAgainst('/redirect');
    expect(run).toMatchObject({ status: 'failed', failureKind: 'workflow_error' });
    expect(run.errorMessage).toMatch(/redirect/);
    expect(hostile.requestsTo('/secret')).toHaveLength(0);
    await expectRefunded(user.id, run.id);
  });

  it('a 500 fails the run and refunds it', async () => {
    const { user, run } = await runAgainst('/crash');
    expect(run).toMatchObject({ status: 'failed', failureKind: 'workflow_error' });
    expect(run.errorMessage).toBe(
      'Automation failed: its service answered HTTP 500 (The workflow failed unexpectedly.). Your tokens have been refunded.',
    );
    expect(failedRunTip(run.errorMessage, run.failureKind)).toBe('If this error persists, please contact support');
    await expectRefunded(user.id, run.id);
  });

  it('malformed JSON fails the run and refunds it', async () => {
    const { user, run } = await runAgainst('/malformed');
    expect(run).toMatchObject({ status: 'failed', failureKind: 'malformed_answer' });
    await expectRefunded(user.id, run.id);
  });

  it('a result keeps its keys in the order the workflow sent them, nested ones too (issue 15 result viewer)', async () => {
    const { cookie, run } = await runAgainst('/ordered');
    const response = await t.app.inject({ url: `/api/runs/${run.id}`, headers: { cookie } });
    const { resultData } = response.json().run;
    expect(Object.keys(resultData)).toEqual(['summary', 'leads', 'z', 'average_score']);
    expect(Object.keys(resultData.leads[0])).toEqual(['name', 'email', 'score', 'tier']);
  });

  it('a 4xx without an error message is the platform’s failure and is refunded', async () => {
    const { user, run } = await runAgainst('/missing');
    expect(run).toMatchObject({ status: 'failed', failureKind: 'workflow_error' });
    await expectRefunded(user.id, run.id);
  });

  it('a 4xx with an error message is the user’s: not refunded, said so, by field label, with the input tip (issue 15 #4)', async () => {
    const { user, run } = await runAgainst('/reject');
    expect(run).toMatchObject({
      status: 'failed',
      failureKind: 'input_rejected',
      errorMessage:
        'Invalid input: "Topic" must be at least 3 characters long. The 10 tokens were kept, because the workflow refused this input.',
      tokensCharged: 10,
      tokensRefunded: 0,
    });
    expect(failedRunTip(run.errorMessage, run.failureKind)).toBe('Check your input data and try again');
    expect(await balanceOf(db(), user.id)).toBe(90);
  });

  it.each([
    ['an unreachable workflow', () => `http://127.0.0.1:${closedPort}/hook`, 'unreachable'],
    ['a loopback address that is not allow-listed', () => 'http://127.0.0.1:9/hook', 'refused_address'],
  ])('%s fails the run and refunds it', async (_name, webhookUrl, failureKind) => {
    const { user, cookie } = await createFundedUser(t, 100);
    const automation = await createWebhookAutomation(db(), webhookUrl());
    const run = await startRunOk(t, cookie, { automationId: automation.id });
    await executeRun(t.runs, run.id);
    expect(await runRow(db(), run.id)).toMatchObject({ status: 'failed', failureKind });
    await expectRefunded(user.id, run.id);
  });

  it('a result file returned by URL is copied into Basalt’s storage and served through an expiring link', async () => {
    const { cookie, run } = await runAgainst('/with-file');
    expect(run.status).toBe('completed');
    expect(run.resultData?.output_file_url).toMatch(/^basalt-file:/);
    const shown = await t.app.inject({ url: `/api/runs/${run.id}`, headers: { cookie } });
    const link = new URL(
      (shown.json() as { run: { resultData: { output_file_url: string } } }).run.resultData.output_file_url,
    );
    expect(shown.json()).toMatchObject({ run: { resultData: { file_name: 'report.csv', file_size_bytes: 31 } } });
    const download = await t.app.inject({ url: `${link.pathname}${link.search}` });
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe('name,email\nAda,ada@example.com\n');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="report.csv"/);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    const tampered = await t.app.inject({
      url: `${link.pathname}?expires=${Number(link.searchParams.get('expires')) + 1}&signature=${link.searchParams.get('signature')}`,
    });
    expect(tampered.statusCode).toBe(403);
  });

  it('a result file that cannot be downloaded fails the run and refunds it', async () => {
    const { user, run } = await runAgainst('/with-missing-file');
    expect(run).toMatchObject({ status: 'failed', failureKind: 'workflow_error' });
    await expectRefunded(user.id, run.id);
  });

  it('an asynchronous workflow answers 202, posts progress, then its result completes the run', async () => {
    const { user, cookie } = await createFundedUser(t, 100);
    const automation = await createWebhookAutomation(db(), `${sampleUrl}/slow-report`, {
      customFields: [
        { id: 'topic', type: 'text', label: 'Topic', required: true, order: 0 },
        { id: 'sections', type: 'number', label: 'Sections', required: false, order: 1 },
      ],
    });
    const run = await startRunOk(t, cookie, {
      automationId: automation.id,
      input: { topic: 'Remote work', sections: 2 },
    });
    await executeRun(t.runs, run.id);
    expect((await runRow(db(), run.id)).status).toBe('running');
    const done = await waitForRun(db(), run.id, (status) => status !== 'running');
    expect(done).toMatchObject({ status: 'completed', progress: 100 });
    expect(done.resultData).toMatchObject({ title: 'Remote work: a 2-section briefing' });
    expect(done.progressMessage).toMatch(/Assembling the final report/);
    expect(await balanceOf(db(), user.id)).toBe(90);
  });

  it.each([
    ['text-summary', { text: 'Remote work changed hiring. Onboarding needs documentation. Teams write it down.' }],
    ['slow-report', { topic: 'Remote work', sections: 2 }],
  ])(
    'the sample workflow %s works in callback mode too: acknowledged, then its result by callback',
    async (slug, input) => {
      const { user, cookie } = await createFundedUser(t, 100);
      const automation = await createWebhookAutomation(db(), `${sampleUrl}/${slug}`, {
        answerMode: 'callback',
        // Each value's own field type: a text field takes text only (issue 38).
        customFields: Object.entries(input).map(([id, value], order) => ({
          id,
          type: typeof value === 'number' ? ('number' as const) : ('text' as const),
          label: id,
          required: false,
          order,
        })),
      });
      const run = await startRunOk(t, cookie, { automationId: automation.id, input });
      await executeRun(t.runs, run.id);
      expect((await runRow(db(), run.id)).status).toBe('running');
      const done = await waitForRun(db(), run.id, (status) => status !== 'running');
      expect(done.status, done.errorMessage ?? '').toBe('completed');
      expect(done.resultData).toHaveProperty('summary');
      expect(await balanceOf(db(), user.id)).toBe(90);
    },
  );

  it('the sample workflows Basalt serves (signed calls only) answer in callback mode through the callback URL', async () => {
    const { user, cookie } = await createFundedUser(t, 100);
    const automation = await createWebhookAutomation(db(), `${t.config.SAMPLE_WORKFLOWS_URL}/text-summary`, {
      answerMode: 'callback',
      customFields: [{ id: 'text', type: 'text' as const, label: 'Text', required: true, order: 0 }],
    });
    const input = { text: 'Remote work changed hiring. Onboarding needs documentation. Teams write it down.' };
    const run = await startRunOk(t, cookie, { automationId: automation.id, input });
    await executeRun(t.runs, run.id);
    const done = await waitForRun(db(), run.id, (status) => status !== 'running');
    expect(done.status, done.errorMessage ?? '').toBe('completed');
    expect(done.resultData).toHaveProperty('summary');
    expect(await balanceOf(db(), user.id)).toBe(90);
  });

  it('a callback with a bad token is refused and changes nothing', async () => {
    const { run } = await runAgainst('/accept');
    expect(run.status).toBe('running');
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/runs/${run.id}/callback?token=${'x'.repeat(43)}`,
      payload: { status: 'completed', result: { summary: 'forged' } },
    });
    expect(response.statusCode).toBe(403);
    expect((await runRow(db(), run.id)).status).toBe('running');
  });

  it('a second final callback is ignored: one result, one charge', async () => {
    const { user, run } = await runAgainst('/accept');
    const request = hostile.received.findLast((received) => received.path === '/accept')!;
    const callback = new URL((JSON.parse(request.body) as { callback_url: string }).callback_url);
    const post = (payload: unknown) =>
      t.app.inject({ method: 'POST', url: `${callback.pathname}${callback.search}`, payload: payload as object });
    expect((await post({ progress: 40, message: 'Halfway' })).json()).toEqual({ accepted: true });
    expect(await runRow(db(), run.id)).toMatchObject({ progress: 40, progressMessage: 'Halfway' });
    expect((await post({ status: 'completed', result: { summary: 'First' } })).statusCode).toBe(200);
    const second = await post({ status: 'failed', error: 'Second' });
    expect(second.statusCode).toBe(409);
    expect(await runRow(db(), run.id)).toMatchObject({ status: 'completed', resultData: { summary: 'First' } });
    expect((await post({ progress: 90 })).json()).toEqual({ accepted: false });
    expect(await balanceOf(db(), user.id)).toBe(90);
  });

  it('an asynchronous failure is refunded, unless the workflow says the input was invalid', async () => {
    for (const [body, refunded] of [
      [{ status: 'failed', error: 'Out of memory' }, true],
      [{ status: 'failed', error: 'Invalid input: no rows', code: 'invalid_input' }, false],
    ] as const) {
      const { user, run } = await runAgainst('/accept');
      const request = hostile.received.findLast((received) => received.path === '/accept')!;
      const callback = new URL((JSON.parse(request.body) as { callback_url: string }).callback_url);
      await t.app.inject({ method: 'POST', url: `${callback.pathname}${callback.search}`, payload: body });
      expect(await balanceOf(db(), user.id)).toBe(refunded ? 100 : 90);
      expect((await runRow(db(), run.id)).failureKind).toBe(refunded ? 'workflow_error' : 'input_rejected');
    }
  });
});
