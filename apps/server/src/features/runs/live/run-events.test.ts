import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildSampleWorkflowsApp } from '@basalt/sample-workflows';
import type { Run } from '@basalt/contracts';
import { buildApp } from '../../../app';
import { executeRun } from '../worker/execute-run';
import { listRunLog } from '../history/run-log.queries';
import { firstEventOf, readSse } from '../../../test/read-sse';
import {
  createFundedUser,
  createRunTestApp,
  createWebhookAutomation,
  freePort,
  startRunOk,
  type RunTestApp,
} from '../../../test/run-test-kit';

describe('live run status over Server-Sent Events', () => {
  let t: RunTestApp;
  let sample: ReturnType<typeof buildSampleWorkflowsApp>;
  let sampleUrl: string;
  let otherProcess: FastifyInstance;
  let otherUrl: string;
  beforeAll(async () => {
    sample = buildSampleWorkflowsApp({ progressIntervalMs: 150 });
    sampleUrl = await sample.listen({ port: 0, host: '127.0.0.1' });
    t = await createRunTestApp({ OUTBOUND_ALLOWED_HOSTS: new URL(sampleUrl).host });
    // A second web process on the same database: it hears changes through LISTEN/NOTIFY only.
    otherProcess = await buildApp({ config: t.config, database: t.database, webRoot: undefined });
    const port = await freePort();
    otherUrl = await otherProcess.listen({ port, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await otherProcess.close();
    await t.close();
    await sample.close();
  });
  const db = () => t.database.db;

  async function slowReportRun(cookie: string) {
    const automation = await createWebhookAutomation(db(), `${sampleUrl}/slow-report`, {
      customFields: [{ id: 'topic', type: 'text', label: 'Topic', required: true, order: 0 }],
    });
    return startRunOk(t, cookie, { automationId: automation.id, input: { topic: 'Renewable energy' } });
  }

  it('shows Queued, then running with progress, then the completed run, and ends the stream', async () => {
    const { cookie } = await createFundedUser(t, 100);
    const run = await slowReportRun(cookie);
    // The run starts only once the stream has sent its first state: nothing is missed in between.
    const opened = firstEventOf();
    const stream = readSse(`${t.url}/api/runs/${run.id}/events`, cookie, undefined, 10_000, opened.onEvent);
    await opened.promise;
    await executeRun(t.runs, run.id);
    const { events, ended } = await stream;
    expect(ended).toBe(true);
    expect(events[0]).toMatchObject({ event: 'run', data: { run: { id: run.id, status: 'pending' } } });
    const progress = events
      .filter((event) => event.event === 'progress')
      .map((event) => event.data as { status: string; progressMessage: string | null });
    expect(progress[0]?.status).toBe('running');
    expect(progress.some((event) => /Writing section/.test(event.progressMessage ?? ''))).toBe(true);
    const last = events.at(-1)!;
    expect(last).toMatchObject({ event: 'run', data: { run: { status: 'completed', progress: 100 } } });
    expect((last.data as { run: Run }).run.resultData).toMatchObject({
      title: expect.stringContaining('Renewable energy'),
    });
  });

  it('any web process serves any run: a stream on another process sees the changes', async () => {
    const { cookie } = await createFundedUser(t, 100);
    const run = await slowReportRun(cookie);
    const runOpened = firstEventOf();
    const userOpened = firstEventOf();
    const stream = readSse(`${otherUrl}/api/runs/${run.id}/events`, cookie, undefined, 10_000, runOpened.onEvent);
    const userStream = readSse(
      `${otherUrl}/api/runs/events`,
      cookie,
      (events) =>
        events.some((event) => event.event === 'change' && (event.data as { status: string }).status === 'completed'),
      10_000,
      userOpened.onEvent,
    );
    await Promise.all([runOpened.promise, userOpened.promise]);
    await executeRun(t.runs, run.id);
    const { events } = await stream;
    expect(events.map((event) => event.event)).toContain('progress');
    expect(events.at(-1)).toMatchObject({ event: 'run', data: { run: { status: 'completed' } } });
    const changes = (await userStream).events.filter((event) => event.event === 'change');
    expect(changes.map((event) => (event.data as { status: string }).status)).toEqual(
      expect.arrayContaining(['running', 'completed']),
    );
  });

  it('a finished run sends its final state at once and ends; another user’s run is not found', async () => {
    const owner = await createFundedUser(t, 100);
    const stranger = await createFundedUser(t, 0);
    const run = await slowReportRun(owner.cookie);
    await t.app.inject({ method: 'POST', url: `/api/runs/${run.id}/cancel`, headers: { cookie: owner.cookie } });
    const { events, ended } = await readSse(`${t.url}/api/runs/${run.id}/events`, owner.cookie);
    expect(ended).toBe(true);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ data: { run: { status: 'cancelled' } } });
    const response = await fetch(`${t.url}/api/runs/${run.id}/events`, { headers: { cookie: stranger.cookie } });
    expect(response.status).toBe(404);
  });

  it('a client that reconnects with Last-Event-ID is sent every step it missed, then the final run (issue 17)', async () => {
    const { cookie } = await createFundedUser(t, 100);
    const run = await slowReportRun(cookie);
    const opened = firstEventOf();
    // The client drops the connection after its second progress event.
    const firstVisit = readSse(
      `${t.url}/api/runs/${run.id}/events`,
      cookie,
      (events) => events.filter((event) => event.event === 'progress').length >= 2,
      10_000,
      opened.onEvent,
    );
    await opened.promise;
    const execution = executeRun(t.runs, run.id);
    const before = (await firstVisit).events;
    expect(before.every((event) => /^\d+$/.test(event.id ?? ''))).toBe(true);
    await execution;

    const lastSeen = before.at(-1)!.id!;
    const resumed = await readSse(`${t.url}/api/runs/${run.id}/events`, cookie, undefined, 10_000, undefined, {
      'last-event-id': lastSeen,
    });
    expect(resumed.ended).toBe(true);
    expect(resumed.events.at(-1)).toMatchObject({ event: 'run', data: { run: { status: 'completed' } } });
    // Both visits together carry every step of the run log after the first snapshot, each once, in order.
    const log = (await listRunLog(db(), run.id)).map((event) => String(event.id));
    const seen = [...before, ...resumed.events].map((event) => event.id);
    expect(seen).toEqual(log.slice(log.indexOf(before[0]!.id!)));
    expect(resumed.events.some((event) => event.event === 'progress')).toBe(true);

    // The history's stream resumes the same way, for all of the user's runs.
    const list = await readSse(
      `${t.url}/api/runs/events`,
      cookie,
      (events) => events.some((event) => (event.data as { status?: string }).status === 'completed'),
      10_000,
      undefined,
      { 'last-event-id': lastSeen },
    );
    const changes = list.events.filter((event) => event.event === 'change');
    expect(changes.map((event) => event.id)).toEqual(log.slice(log.indexOf(lastSeen) + 1));
  });
});
