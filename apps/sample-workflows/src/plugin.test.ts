import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { sampleWorkflowSlugs, sampleWorkflowsPlugin } from './index';
import { buildTestApp, runWorkflow } from './testing/run-workflow';

const app = buildTestApp();
afterAll(() => app.close());

describe('sample workflows service', () => {
  it('lists every workflow with its name and description', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    const { workflows } = response.json<{ workflows: { slug: string; name: string; description: string }[] }>();
    expect(workflows.map(({ slug }) => slug)).toEqual([...sampleWorkflowSlugs]);
    expect(workflows.every(({ name, description }) => name && description)).toBe(true);
    expect(sampleWorkflowSlugs).toHaveLength(17);
  });

  it('answers the health check', async () => {
    const response = await app.inject({ method: 'GET', url: '/health' });
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('invalid input is refused with 422 and names the field', async () => {
    const { status, body } = await runWorkflow(app, 'lead-scorer', { company_size: 'huge', budget: 'lots' });
    expect(status).toBe(422);
    expect(body.error).toMatch(/^Invalid input: field "company_size" must be one of: 1-10, /);
    expect(body.error).toContain('field "budget" must be a number');
  });

  it('a request without an input object is refused with 400', async () => {
    const response = await app.inject({ method: 'POST', url: '/text-summary', payload: { input: 'text' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain('Invalid request: field "input"');
  });

  it('a malformed JSON body is refused with 400 in the same shape', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/text-summary',
      headers: { 'content-type': 'application/json' },
      payload: '{"input":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/^Invalid request: /);
  });

  it('the Basalt server can mount the workflows under a prefix', async () => {
    const host = Fastify();
    await host.register(sampleWorkflowsPlugin, { prefix: '/sample-workflows' });
    const response = await host.inject({
      method: 'POST',
      url: '/sample-workflows/subject-line-tester',
      payload: { input: { subject: 'Your March report is ready', audience: 'B2B' } },
    });
    expect(response.statusCode).toBe(200);
    await host.close();
  });
});

describe('sample workflows behind a signature check', () => {
  it('run a call verifyCall accepts, given the exact body received, and refuse others with 401', async () => {
    const seen: string[] = [];
    const host = Fastify();
    await host.register(sampleWorkflowsPlugin, {
      verifyCall: ({ headers, body }) => {
        seen.push(body);
        return headers['webhook-signature'] === 'v1,good';
      },
    });
    const payload = '{"input":{"subject":"Your March report is ready","audience":"B2B"}}';
    const call = (signature: string) =>
      host.inject({
        method: 'POST',
        url: '/subject-line-tester',
        headers: { 'content-type': 'application/json', 'webhook-signature': signature },
        payload,
      });
    expect((await call('v1,good')).statusCode).toBe(200);
    const refused = await call('v1,bad');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ error: 'This workflow answers signed calls from Basalt only.' });
    expect(seen).toEqual([payload, payload]);
    await host.close();
  });
});
