import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Run } from '@basalt/contracts';
import {
  createFundedUser,
  createRunTestApp,
  createWebhookAutomation,
  type RunTestApp,
} from '../../../test/run-test-kit';

// Issue 38.3: programs name automations by slug (input-schema, MCP tools), but POST /api/runs answered
// 422 "Invalid UUID"; and the input schema let a text field be a number or a boolean.
describe('starting a run as a program does', () => {
  let t: RunTestApp;
  beforeAll(async () => {
    t = await createRunTestApp();
  });
  afterAll(() => t.close());

  const start = (cookie: string, automationId: string, idempotencyKey: string, topic: unknown = 'Quarterly numbers') =>
    t.app.inject({
      method: 'POST',
      url: '/api/runs',
      headers: { cookie },
      payload: { automationId, input: { topic }, idempotencyKey },
    });

  it('a slug starts the same automation as its id, and a retry naming it by id is the same request', async () => {
    const { cookie } = await createFundedUser(t, 50);
    const automation = await createWebhookAutomation(t.database.db, `${t.url}/sample-workflows/noop`);
    const bySlug = await start(cookie, automation.slug!, 'slug-start-0001');
    expect(bySlug.statusCode, bySlug.body).toBe(201);
    const run = (bySlug.json() as { run: Run }).run;
    expect(run).toMatchObject({ automationId: automation.id, automationName: automation.name });
    const byId = await start(cookie, automation.id, 'slug-start-0001');
    expect(byId.statusCode, byId.body).toBe(201);
    expect(byId.headers['idempotent-replayed']).toBe('true');
    expect((byId.json() as { run: Run }).run.id).toBe(run.id);
  });

  it('an unknown slug, or the slug of an unpublished automation, is 404 and charges nothing', async () => {
    const { cookie } = await createFundedUser(t, 50);
    const draft = await createWebhookAutomation(t.database.db, `${t.url}/sample-workflows/noop`, { status: 'draft' });
    for (const ref of ['no-such-automation', draft.slug!]) {
      const refused = await start(cookie, ref, `slug-refused-${ref}`.slice(0, 100));
      expect(refused.statusCode, ref).toBe(404);
      expect(refused.json()).toMatchObject({ error: { code: 'NOT_FOUND', message: 'Automation not found' } });
    }
  });

  it('the input schema says a text field takes text, and a number or a boolean there is refused before any charge', async () => {
    const { cookie } = await createFundedUser(t, 50);
    const automation = await createWebhookAutomation(t.database.db, `${t.url}/sample-workflows/noop`);
    const schema = await t.app.inject(`/api/automations/${automation.slug}/input-schema`);
    expect(schema.json().properties.topic.allOf).toEqual([expect.objectContaining({ type: 'string' })]);
    for (const topic of [42, true]) {
      const refused = await start(cookie, automation.slug!, `text-only-${String(topic)}`, topic);
      expect(refused.statusCode, String(topic)).toBe(422);
      expect(refused.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED', message: 'Topic must be text' } });
    }
  });
});
