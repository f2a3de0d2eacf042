import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runs } from '../platform/db/schema';
import { callbackToken } from '../features/runs/run-context';
import { createRunsRuntime, type RunsContext } from '../features/runs';
import { createFundedUser, createWebhookAutomation, runRow } from '../test/run-test-kit';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Finding 15 (issue 38, item 11): what PostgreSQL cannot store still reached it through the bodies
 * the input guard does not walk, and through text it did not check. A workflow's callback
 * {"progress":41,"message":"a\u0000b"}, or a result nested 5,000 levels deep (drizzle's
 * JSON.stringify overflowed the stack), and a run input {"topic":"\ud800"} (a lone surrogate, which
 * jsonb refuses) each answered 500, and a workflow retrying its callback looped on it.
 */
const errorOf = (response: { json: <T>() => T }) => response.json<{ error: { code: string; message: string } }>().error;

describe('finding 15: unstorable text and deep JSON answer 4xx, not 500', () => {
  let t: TestApp;
  let context: RunsContext;
  let cookie: string;
  let userId: string;
  let automationId: string;
  beforeAll(async () => {
    t = await createTestApp();
    context = createRunsRuntime(t.config, t.database.db);
    const funded = await createFundedUser(t, 100);
    cookie = funded.cookie;
    userId = funded.user.id;
    automationId = (await createWebhookAutomation(t.database.db, 'https://workflow.example/hook')).id;
  });
  afterAll(async () => {
    context.outbound.close();
    await t.close();
  });

  async function runningRun() {
    const [run] = await t.database.db
      .insert(runs)
      .values({ userId, automationId, status: 'running', startedAt: new Date() })
      .returning({ id: runs.id });
    return run!.id;
  }

  const callback = (runId: string, payload: string, contentType = 'application/json') =>
    t.app.inject({
      method: 'POST',
      url: `/api/runs/${runId}/callback?token=${callbackToken(context, runId)}`,
      headers: { 'content-type': contentType },
      payload,
    });

  it('a progress callback whose message holds a NUL answers 422 and the run goes on', async () => {
    const runId = await runningRun();
    const response = await callback(runId, JSON.stringify({ progress: 41, message: 'a\u0000b' }));
    expect(response.statusCode).toBe(422);
    expect(errorOf(response)).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringMatching(/NUL/) });
    expect((await runRow(t.database.db, runId)).status).toBe('running');
  });

  it('the same NUL sent as form fields answers 422', async () => {
    const runId = await runningRun();
    const response = await callback(runId, 'progress=41&message=a%00b', 'application/x-www-form-urlencoded');
    expect(response.statusCode).toBe(422);
  });

  it('a result nested 5,000 levels deep answers 4xx and leaves the run running', async () => {
    const runId = await runningRun();
    const depth = 5_000;
    const deep = `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
    const response = await callback(runId, `{"status":"completed","result":${deep}}`);
    expect(response.statusCode).toBe(422);
    expect(errorOf(response).message).toMatch(/nested more than 64 levels/);
    expect((await runRow(t.database.db, runId)).status).toBe('running');
  });

  it('a result holding a lone surrogate answers 422', async () => {
    const runId = await runningRun();
    const response = await callback(runId, '{"status":"completed","result":{"summary":"\\ud800"}}');
    expect(response.statusCode).toBe(422);
    expect(errorOf(response).message).toMatch(/lone surrogate/);
  });

  it('a run input with a lone surrogate answers 422 before anything is charged', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/runs',
      headers: { cookie, 'content-type': 'application/json' },
      payload: `{"automationId":"${automationId}","input":{"topic":"\\ud800"},"idempotencyKey":"${randomUUID()}"}`,
    });
    expect(response.statusCode).toBe(422);
    expect(errorOf(response)).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: expect.stringMatching(/^body\.input\.topic: .*lone surrogate/),
    });
  });

  it('a surrogate pair (an emoji, escaped) is text and passes the guard', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: { cookie, origin: t.config.PUBLIC_URL, 'content-type': 'application/json' },
      payload: '{"fullName":"Ada \\ud83d\\ude00"}',
    });
    expect(response.statusCode).toBe(200);
  });
});
