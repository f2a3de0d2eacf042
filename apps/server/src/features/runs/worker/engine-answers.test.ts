import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries } from '../../../platform/db/schema';
import {
  balanceOf,
  createFundedUser,
  createRunTestApp,
  createWebhookAutomation,
  runRow,
  startRunOk,
  type RunTestApp,
} from '../../../test/run-test-kit';
import { readLedgerState } from '../../ledger';
import { failOverdueRuns } from './deadline-sweeper';
import { executeRun } from './execute-run';
import { engineAcknowledgements, type RecordedAnswer } from './fixtures/engine-acknowledgements';

interface Replay {
  status: number;
  headers: Record<string, string>;
  body: string | Buffer;
}

/** n8n's answers as its nodes give them (e2e/journeys/workflow-engines.test.ts checks them against a real n8n). */
const n8nAnswers: Record<string, Replay> = {
  '/n8n/crash': { status: 200, headers: { 'content-type': 'application/json; charset=utf-8' }, body: '' },
  '/n8n/items': {
    status: 200,
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: '[{"name":"Ada"},{"name":"Grace"}]',
  },
  '/n8n/file': {
    status: 200,
    headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="contacts.csv"' },
    body: 'name,email\nAda,ada@example.com\n',
  },
  '/n8n/text': { status: 200, headers: { 'content-type': 'text/plain; charset=utf-8' }, body: 'Sent 2 e-mails' },
  '/n8n/nothing': { status: 204, headers: {}, body: '' },
};

/** Answers every request with the recorded answer for its path, and remembers the bodies it got. */
function replayServer(answers: Record<string, Replay>) {
  const received: { path: string; body: string }[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ path: request.url ?? '', body });
      const answer = answers[request.url ?? ''];
      if (!answer) return response.writeHead(404).end();
      response.writeHead(answer.status, answer.headers).end(answer.body);
    });
  });
  return { server, received };
}

describe('answers and callbacks of real engines', () => {
  let t: RunTestApp;
  let replay: ReturnType<typeof replayServer>;
  let url = '';
  beforeAll(async () => {
    const answers: Record<string, Replay> = { ...n8nAnswers };
    for (const ack of engineAcknowledgements) answers[`/${ack.engine}`] = ack;
    replay = replayServer(answers);
    await new Promise<void>((resolve) => (replay.server as Server).listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(replay.server.address() as AddressInfo).port}`;
    t = await createRunTestApp({ OUTBOUND_ALLOWED_HOSTS: new URL(url).host });
  });
  afterAll(async () => {
    await t.close();
    replay.server.close();
  });
  const db = () => t.database.db;

  async function runAgainst(path: string, answerMode: 'result' | 'callback' = 'result') {
    const { user, cookie } = await createFundedUser(t, 100);
    const automation = await createWebhookAutomation(db(), `${url}${path}`, { answerMode });
    const run = await startRunOk(t, cookie, { automationId: automation.id, input: { topic: 'Quarterly numbers' } });
    await executeRun(t.runs, run.id);
    const request = replay.received.findLast((received) => received.path === path)!;
    const callback = new URL((JSON.parse(request.body) as { callback_url: string }).callback_url);
    const post = (contentType: string, body: string) =>
      t.app.inject({
        method: 'POST',
        url: `${callback.pathname}${callback.search}`,
        headers: { 'content-type': contentType },
        payload: body,
      });
    return { user, cookie, run: await runRow(db(), run.id), post, request };
  }

  async function ledgerOf(userId: string, runId: string) {
    // In the order they were written: PostgreSQL answers rows without ORDER BY in any order.
    const entries = await db()
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.runId, runId))
      .orderBy(asc(ledgerEntries.seq));
    const state = await readLedgerState(db(), userId, new Date());
    expect([state.sumOfEntries, state.sumOfLots]).toEqual([state.balance, state.balance]);
    return entries.map((entry) => [entry.type, entry.amount]);
  }

  it('n8n’s crash signature (200, JSON type, empty body) fails the run and refunds the user', async () => {
    const { user, run } = await runAgainst('/n8n/crash');
    expect(run).toMatchObject({
      status: 'failed',
      failureKind: 'workflow_error',
      errorMessage: 'Automation failed: the workflow ended without an answer. Your tokens have been refunded.',
    });
    expect(await balanceOf(db(), user.id)).toBe(100);
    expect(await ledgerOf(user.id, run.id)).toEqual([
      ['deduction', -10],
      ['refund', 10],
    ]);
  });

  it('“all incoming items” (a JSON array) completes with {items}, charged', async () => {
    const { user, run } = await runAgainst('/n8n/items');
    expect(run).toMatchObject({ status: 'completed', resultData: { items: [{ name: 'Ada' }, { name: 'Grace' }] } });
    expect(await ledgerOf(user.id, run.id)).toEqual([['deduction', -10]]);
  });

  it('a file answer becomes the run’s result file, kept in Basalt’s storage with its name and size', async () => {
    const { cookie, run } = await runAgainst('/n8n/file');
    expect(run.status).toBe('completed');
    expect(run.resultData).toMatchObject({ file_name: 'contacts.csv', file_size_bytes: 31 });
    expect(run.resultData?.output_file_url).toMatch(/^basalt-file:/);
    const shown = (await t.app.inject({ url: `/api/runs/${run.id}`, headers: { cookie } })).json() as {
      run: { resultData: { output_file_url: string } };
    };
    const link = new URL(shown.run.resultData.output_file_url);
    const download = await t.app.inject({ url: `${link.pathname}${link.search}` });
    expect(download.body).toBe('name,email\nAda,ada@example.com\n');
    expect(download.headers['content-disposition']).toMatch(/filename="contacts.csv"/);
  });

  it('a text answer completes with {message}; 204 completes with no output', async () => {
    expect((await runAgainst('/n8n/text')).run).toMatchObject({
      status: 'completed',
      resultData: { message: 'Sent 2 e-mails' },
    });
    expect((await runAgainst('/n8n/nothing')).run).toMatchObject({ status: 'completed', resultData: {} });
  });

  it('in callback mode, an acknowledgement then a callback with progress sent as text completes the run', async () => {
    const { user, run, post } = await runAgainst('/n8n/text', 'callback');
    expect(run.status).toBe('running');
    expect((await post('application/json', '{"progress":"50","message":"Halfway"}')).json()).toEqual({
      accepted: true,
    });
    expect(await runRow(db(), run.id)).toMatchObject({ status: 'running', progress: 50, progressMessage: 'Halfway' });
    const done = await post('application/json', '{"status":"completed","result":{"summary":"Done"}}');
    expect(done.statusCode).toBe(200);
    expect(await runRow(db(), run.id)).toMatchObject({ status: 'completed', resultData: { summary: 'Done' } });
    expect(await ledgerOf(user.id, run.id)).toEqual([['deduction', -10]]);
  });

  it('a callback may be a file: it becomes the result file', async () => {
    const { run, post } = await runAgainst('/n8n/text', 'callback');
    const sent = await post('text/csv', 'a,b\n1,2\n');
    expect(sent.json()).toEqual({ accepted: true });
    expect(await runRow(db(), run.id)).toMatchObject({
      status: 'completed',
      resultData: { file_name: 'result.csv', file_size_bytes: 8 },
    });
  });

  it('a callback that cannot be read is refused with 422 and the run goes on', async () => {
    const { run, post } = await runAgainst('/n8n/text', 'callback');
    const refused = await post('application/json', '{"progress":140}');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toBe('Invalid callback: progress must be a number from 0 to 100');
    expect((await post('application/json', '')).statusCode).toBe(422);
    expect((await runRow(db(), run.id)).status).toBe('running');
  });

  it('in callback mode, an acknowledgement with no callback fails at the deadline and is refunded once', async () => {
    const { user, run } = await runAgainst('/n8n/text', 'callback');
    expect(run.status).toBe('running');
    const later = new Date(run.deadlineAt!.getTime() + 1_000);
    expect(await failOverdueRuns(t.runs, later)).toBeGreaterThanOrEqual(1);
    expect(await runRow(db(), run.id)).toMatchObject({ status: 'failed', failureKind: 'deadline_passed' });
    await failOverdueRuns(t.runs, later);
    expect(await ledgerOf(user.id, run.id)).toEqual([
      ['deduction', -10],
      ['refund', 10],
    ]);
    expect(await balanceOf(db(), user.id)).toBe(100);
  });

  describe.each(engineAcknowledgements)('$engine’s documented acknowledgement', (ack: RecordedAnswer) => {
    it('in result mode fails the run, refunds it and names the engine (the acknowledgement is not billed)', async () => {
      const { user, run } = await runAgainst(`/${ack.engine}`);
      expect(run).toMatchObject({ status: 'failed', failureKind: 'workflow_error' });
      expect(run.errorMessage).toMatch(/only acknowledged the request/);
      expect(run.errorMessage!.toLowerCase()).toContain(ack.engine);
      expect(await ledgerOf(user.id, run.id)).toEqual([
        ['deduction', -10],
        ['refund', 10],
      ]);
    });

    it('in callback mode waits, then the engine’s own HTTP step completes the run and it is charged once', async () => {
      const { user, run, post } = await runAgainst(`/${ack.engine}`, 'callback');
      expect(run.status).toBe('running');
      const done = await post(ack.callback.contentType, ack.callback.body);
      expect(done.json()).toEqual({ accepted: true });
      const ended = await runRow(db(), run.id);
      expect(ended.status).toBe('completed');
      expect(ended.resultData).toMatchObject({ summary: expect.stringMatching(/finished/) as unknown });
      expect(await ledgerOf(user.id, run.id)).toEqual([['deduction', -10]]);
      expect(await balanceOf(db(), user.id)).toBe(90);
    });
  });
});
