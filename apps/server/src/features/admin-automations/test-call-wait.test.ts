import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../test/auth-helpers';
import { createRunTestApp, type RunTestApp } from '../../test/run-test-kit';

/** Longer than the 7 s the test call used to give up after, well within the run's WEBHOOK_TIMEOUT_MS. */
const ANSWER_AFTER_MS = 7_500;

// Issue 38.5: a workflow answering in 10 s failed the editor's test call and worked for real.
describe('the editor test call waits as long as a run does', () => {
  let t: RunTestApp;
  let engine: Server;
  let engineUrl = '';
  beforeAll(async () => {
    engine = createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        setTimeout(() => {
          response.writeHead(200, { 'content-type': 'application/json' }).end('{"summary":"Done, slowly."}');
        }, ANSWER_AFTER_MS);
      });
    });
    await new Promise<void>((resolve) => engine.listen(0, '127.0.0.1', resolve));
    engineUrl = `http://127.0.0.1:${(engine.address() as AddressInfo).port}`;
    t = await createRunTestApp({ OUTBOUND_ALLOWED_HOSTS: new URL(engineUrl).host, WEBHOOK_TIMEOUT_MS: '30000' });
  });
  afterAll(async () => {
    await t.close();
    engine.closeAllConnections();
    engine.close();
  });

  it('a workflow that answers after 7.5 s is judged on its answer, not given up on', async () => {
    const admin = await createSignedInUser(t, { admin: true });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/automations/test-call',
      headers: { cookie: admin.cookie },
      payload: { webhookUrl: `${engineUrl}/slow`, answerMode: 'result', name: 'Slow report', input: {} },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 200, error: null, outcome: 'completes' });
  }, 30_000);
});
