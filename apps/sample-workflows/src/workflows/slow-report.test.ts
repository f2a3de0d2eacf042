import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, runWorkflow } from '../testing/run-workflow';

const app = buildTestApp(10);
const receiver = Fastify();
const received: Record<string, unknown>[] = [];
let callbackUrl = '';
let brokenCalls = 0;
let finished: () => void = () => {};
const completed = new Promise<void>((resolve) => (finished = resolve));

beforeAll(async () => {
  receiver.post('/runs/run-test/callback', async (request) => {
    const body = request.body as Record<string, unknown>;
    received.push(body);
    if (body.status) finished();
    return { ok: true };
  });
  receiver.post('/broken', async (_, reply) => {
    brokenCalls++;
    return reply.code(500).send({ error: 'down' });
  });
  callbackUrl = `${await receiver.listen({ port: 0, host: '127.0.0.1' })}/runs/run-test/callback`;
});
afterAll(() => Promise.all([app.close(), receiver.close()]));

describe('slow report', () => {
  it('the slow report posts progress then the final result to the callback url', async () => {
    const { status, body } = await runWorkflow(
      app,
      'slow-report',
      { topic: 'customer onboarding', sections: 3 },
      { callbackUrl },
    );
    expect(status).toBe(202);
    expect(body).toEqual({ accepted: true });

    await completed;
    const progress = received.slice(0, -1);
    expect(progress.map((update) => update.progress)).toEqual([0, 20, 40, 60, 80]);
    expect(progress[1]).toMatchObject({ message: 'Writing section 1 of 3: Overview' });
    const final = received.at(-1) as {
      status: string;
      result: { summary: string; sections: unknown[]; report: string };
    };
    expect(final.status).toBe('completed');
    expect(final.result.sections).toHaveLength(3);
    expect(final.result.report).toMatch(/^# Customer onboarding: a 3-section briefing/);
  });

  it('stops after the first callback that fails', async () => {
    const brokenUrl = callbackUrl.replace('/runs/run-test/callback', '/broken');
    const { status } = await runWorkflow(
      app,
      'slow-report',
      { topic: 'pricing', sections: 5 },
      { callbackUrl: brokenUrl },
    );
    expect(status).toBe(202);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(brokenCalls).toBe(1);
  });

  it('refuses a report without a callback url', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/slow-report',
      payload: { input: { topic: 'pricing' } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain('"callback_url"');
  });

  it('refuses more than five sections with 422', async () => {
    const { status, body } = await runWorkflow(app, 'slow-report', { topic: 'pricing', sections: 9 }, { callbackUrl });
    expect(status).toBe(422);
    expect(body.error).toContain('field "sections" must be at most 5');
  });
});
