import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildSampleWorkflowsApp } from '@basalt/sample-workflows';
import { buildApp } from '../../../app';
import { executeRun } from '../worker/execute-run';
import { firstEventOf, readSse, type SseEvent } from '../../../test/read-sse';
import {
  createFundedUser,
  createRunTestApp,
  createWebhookAutomation,
  freePort,
  startRunOk,
  type RunTestApp,
} from '../../../test/run-test-kit';

const balances = (events: SseEvent[]) =>
  events.filter((event) => event.event === 'balance').map((event) => (event.data as { balance: number }).balance);

describe("the user's own live stream: runs and balance (issue 41)", () => {
  let t: RunTestApp;
  let sample: ReturnType<typeof buildSampleWorkflowsApp>;
  let sampleUrl: string;
  let otherProcess: FastifyInstance;
  let otherUrl: string;
  beforeAll(async () => {
    sample = buildSampleWorkflowsApp({ progressIntervalMs: 50 });
    sampleUrl = await sample.listen({ port: 0, host: '127.0.0.1' });
    t = await createRunTestApp({ OUTBOUND_ALLOWED_HOSTS: new URL(sampleUrl).host });
    // A second web process on the same database: it hears changes through LISTEN/NOTIFY only.
    otherProcess = await buildApp({ config: t.config, database: t.database, webRoot: undefined });
    otherUrl = await otherProcess.listen({ port: await freePort(), host: '127.0.0.1' });
  });
  afterAll(async () => {
    await otherProcess.close();
    await t.close();
    await sample.close();
  });
  const db = () => t.database.db;

  it('a user who left the run’s page hears, on another web process, the run end and the unused hold come back', async () => {
    const { cookie } = await createFundedUser(t, 100);
    const automation = await createWebhookAutomation(db(), `${sampleUrl}/slow-report`, {
      pricingModel: 'per_minute',
      tokenCostPerMinute: 5,
      maxDurationMinutes: 4,
    });
    const run = await startRunOk(t, cookie, { automationId: automation.id });
    const opened = firstEventOf();
    const stream = readSse(
      `${otherUrl}/api/runs/events`,
      cookie,
      (events) => balances(events).length >= 2,
      10_000,
      opened.onEvent,
    );
    await opened.promise;
    await executeRun(t.runs, run.id);
    const { events } = await stream;
    expect(events[0]).toMatchObject({ event: 'ready' });
    const [onConnecting, afterTheRun] = balances(events);
    // Connecting: the 20-token hold is taken; ending: the unused part comes back.
    expect(onConnecting).toBe(80);
    expect(afterTheRun).toBeGreaterThan(80);
    expect(afterTheRun).toBeLessThan(100);
    // Balance events carry no id, so a reconnect still resumes after the last run step.
    expect(events.filter((event) => event.event === 'balance').map((event) => event.id)).toEqual([
      undefined,
      undefined,
    ]);
  });

  it('another user’s runs reach neither the changes nor the balance of this stream', async () => {
    const owner = await createFundedUser(t, 50);
    const stranger = await createFundedUser(t, 50);
    const automation = await createWebhookAutomation(db(), `${sampleUrl}/noop`);
    const opened = firstEventOf();
    const stream = readSse(
      `${t.url}/api/runs/events`,
      owner.cookie,
      (events) => balances(events).includes(40),
      10_000,
      opened.onEvent,
    );
    await opened.promise;
    const theirs = await startRunOk(t, stranger.cookie, { automationId: automation.id });
    await executeRun(t.runs, theirs.id);
    const mine = await startRunOk(t, owner.cookie, { automationId: automation.id });
    await executeRun(t.runs, mine.id);
    const { events } = await stream;
    // 50 on connecting, 40 once this user's own run took its 10 tokens; the stranger's 10 never show.
    expect(balances(events)).toEqual([50, 40]);
    const runIds = new Set(
      events.filter((event) => event.event === 'change').map((event) => (event.data as { id: string }).id),
    );
    expect([...runIds]).toEqual([mine.id]);
  });

  it('an API client or a visitor without credentials gets 401, not a stream', async () => {
    const response = await t.app.inject({ url: '/api/runs/events' });
    expect(response.statusCode).toBe(401);
  });
});
