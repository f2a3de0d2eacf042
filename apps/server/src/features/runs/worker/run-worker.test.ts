import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../platform/db/query-rows';
import { RUN_QUEUE, workRuns, type RunWorker } from './run-job';
import {
  createFundedUser,
  createRunTestApp,
  createWebhookAutomation,
  startRunOk,
  waitForRun,
  type RunTestApp,
} from '../../../test/run-test-kit';

/** A workflow that keeps every call waiting until the test lets them answer. */
class HeldWorkflow {
  readonly waiting: ServerResponse[] = [];
  #arrivals: (() => void)[] = [];
  #server?: Server;
  url = '';

  async start() {
    this.#server = createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        this.waiting.push(response);
        for (const arrived of this.#arrivals.splice(0)) arrived();
      });
    });
    await new Promise<void>((resolve) => this.#server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
    return this;
  }

  async calls(count: number) {
    while (this.waiting.length < count) await new Promise<void>((resolve) => this.#arrivals.push(resolve));
  }

  answerAll() {
    for (const response of this.waiting.splice(0)) {
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"summary":"Done at last"}');
    }
  }

  close() {
    return new Promise((resolve) => this.#server?.close(resolve));
  }
}

describe('the run worker (decision 039)', () => {
  let t: RunTestApp;
  let workflow: HeldWorkflow;
  let worker: RunWorker | undefined;
  beforeAll(async () => {
    workflow = await new HeldWorkflow().start();
    t = await createRunTestApp({ OUTBOUND_ALLOWED_HOSTS: '127.0.0.1' });
  });
  afterAll(async () => {
    workflow.answerAll();
    await worker?.stop(5_000);
    await t.close();
    await workflow.close();
  });
  const db = () => t.database.db;
  const jobStates = (runIds: string[]) =>
    queryRows<{ state: string }>(
      db(),
      sql`select state from pgboss.job where name = ${RUN_QUEUE} and data->>'runId' in ${runIds}`,
    );

  const jobsCompleted = async (runIds: string[], deadline = Date.now() + 10_000) => {
    for (;;) {
      const states = (await jobStates(runIds)).map((job) => job.state);
      if (states.every((state) => state === 'completed') || Date.now() > deadline) return states;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  it("a run's job ends when its run is claimed, so the worker fetches more while workflows are still working", async () => {
    worker = await workRuns(t.jobQueue!, t.runs);
    const { cookie } = await createFundedUser(t, 50);
    const automation = await createWebhookAutomation(db(), `${workflow.url}/held`);
    const started = [];
    for (let i = 0; i < 3; i++) started.push(await startRunOk(t, cookie, { automationId: automation.id }));
    const runIds = started.map((run) => run.id);
    await workflow.calls(3);
    const running = await queryRows<{ status: string }>(db(), sql`select status from runs where id in ${runIds}`);
    expect(running.map((run) => run.status)).toEqual(['running', 'running', 'running']);
    // Before decision 039 each job stayed active until its workflow answered. The job is completed
    // just after the run is claimed, beside the workflow call, so it is awaited (the workflows are
    // still held: an active job here would stay active until the deadline and fail the test).
    expect(await jobsCompleted(runIds)).toEqual(['completed', 'completed', 'completed']);
    workflow.answerAll();
    for (const id of runIds) {
      expect(await waitForRun(db(), id, (status) => status === 'completed')).toMatchObject({
        resultData: { summary: 'Done at last' },
      });
    }
  });

  it('stopping the worker waits for the runs still calling their workflow, which then end as answered', async () => {
    const { cookie } = await createFundedUser(t, 50);
    const automation = await createWebhookAutomation(db(), `${workflow.url}/held`);
    const run = await startRunOk(t, cookie, { automationId: automation.id });
    await workflow.calls(1);
    let stopped = false;
    const stopping = worker!.stop(10_000).then((left) => {
      stopped = true;
      return left;
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(stopped).toBe(false);
    workflow.answerAll();
    expect(await stopping).toBe(0);
    worker = undefined;
    expect(await waitForRun(db(), run.id, (status) => status === 'completed')).toMatchObject({ status: 'completed' });
  });
});
