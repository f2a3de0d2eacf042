import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, testPassword } from '../test/auth-helpers';
import {
  createFundedUser,
  createRunTestApp,
  createWebhookAutomation,
  csvField,
  type RunTestApp,
  topicField,
} from '../test/run-test-kit';

/**
 * Finding 6: a NUL character (\u0000) anywhere in a request reached PostgreSQL, which refuses it in
 * text and jsonb, so a dozen endpoints answered 500; an upload named `a\u0000b` was written to disk
 * before its row failed, leaving a file that nothing would ever delete.
 */
describe('finding 6: a NUL character is refused with 422 everywhere', () => {
  let t: RunTestApp;
  let cookie: string;
  let adminCookie: string;
  let userId: string;
  let automationId: string;
  let fileAutomationId: string;
  beforeAll(async () => {
    t = await createRunTestApp();
    const funded = await createFundedUser(t, 100);
    ({ cookie } = funded);
    userId = funded.user.id;
    ({ cookie: adminCookie } = await createSignedInUser(t, { admin: true }));
    automationId = (await createWebhookAutomation(t.database.db, 'https://workflow.example/hook')).id;
    fileAutomationId = (
      await createWebhookAutomation(t.database.db, 'https://workflow.example/csv', {
        customFields: [topicField, csvField],
      })
    ).id;
  });
  afterAll(() => t.close());

  type Call = { method: 'GET' | 'POST' | 'PUT' | 'PATCH'; url: string; payload?: object; as?: 'user' | 'admin' };
  const sweep: [string, () => Call][] = [
    [
      'run input',
      () => ({
        method: 'POST',
        url: '/api/runs',
        payload: { automationId, input: { topic: 'a\u0000b' }, idempotencyKey: randomUUID() },
      }),
    ],
    [
      'a saved configuration',
      () => ({
        method: 'POST',
        url: '/api/configurations',
        payload: { automationId, configName: 'Mine', configData: { topic: 'a\u0000b' } },
      }),
    ],
    [
      "a configuration's field name",
      () => ({
        method: 'POST',
        url: '/api/configurations',
        payload: { automationId, configName: 'Mine', configData: { 'to\u0000pic': 'x' } },
      }),
    ],
    ['the profile', () => ({ method: 'PATCH', url: '/api/profile', payload: { fullName: 'Ada\u0000' } })],
    ['an API key name', () => ({ method: 'POST', url: '/api/api-keys', payload: { name: 'Laptop\u0000' } })],
    [
      'the completion webhook URL',
      () => ({
        method: 'POST',
        url: '/api/account/webhook-endpoints',
        payload: { url: 'https://hooks.example/a\u0000b', events: ['run.completed'] },
      }),
    ],
    [
      "an admin's adjustment reason",
      () => ({
        method: 'POST',
        url: '/api/admin/tokens/adjustments',
        payload: { userId, amount: 5, reason: 'Goodwill\u0000' },
        as: 'admin',
      }),
    ],
    [
      'sign-in',
      () => ({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: 'a\u0000b@example.com', password: testPassword },
      }),
    ],
    [
      'sign-up',
      () => ({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        payload: { name: 'Ada\u0000', email: `nul-${randomUUID().slice(0, 8)}@example.com`, password: testPassword },
      }),
    ],
    ['an automation by slug', () => ({ method: 'GET', url: '/api/automations/%00' })],
    ['a marketplace search', () => ({ method: 'GET', url: '/api/automations?q=a%00b' })],
    [
      'a call request',
      () => ({
        method: 'POST',
        url: '/api/lead-requests/call',
        payload: { fullName: 'Ada', email: 'ada@example.com', preferredDatetime: 'Tuesday', topic: 'a\u0000b' },
      }),
    ],
  ];

  it.each(sweep)('%s', async (_name, call) => {
    const { as, ...request } = call();
    const response = await t.app.inject({
      ...request,
      headers: { cookie: as === 'admin' ? adminCookie : cookie, origin: t.config.PUBLIC_URL },
    });
    expect(response.statusCode).toBe(422);
    const { error } = response.json<{ error: { code: string; message: string } }>();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toMatch(/NUL character/);
  });

  const upload = (encodedName: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/files?automationId=${fileAutomationId}&fieldId=csv_file&name=${encodedName}`,
      headers: { cookie, 'content-type': 'application/octet-stream' },
      payload: Buffer.from('name,email\nAda,a@b.co\n'),
    });

  it('an upload named with a NUL is refused and leaves no file on disk', async () => {
    expect((await upload('a%00b.csv')).statusCode).toBe(422);
    expect(filesUnder(join(t.config.DATA_DIR, 'files'))).toEqual([]);
  });

  it('an upload whose row cannot be written leaves no file on disk', async () => {
    // A real failure of the insert (as a NUL used to cause), from the database itself.
    await t.database.db.execute(sql`
      create function refuse_test_upload() returns trigger language plpgsql as $$
      begin
        if new.name like 'refused-%' then raise exception 'refused by the test'; end if;
        return new;
      end $$`);
    await t.database.db.execute(sql`
      create trigger refuse_test_upload before insert on stored_files
        for each row execute function refuse_test_upload()`);
    expect((await upload('refused-leads.csv')).statusCode).toBe(500);
    expect(filesUnder(join(t.config.DATA_DIR, 'files'))).toEqual([]);
    expect((await upload('leads.csv')).statusCode).toBe(201);
    expect(filesUnder(join(t.config.DATA_DIR, 'files'))).toHaveLength(1);
  });
});

/** Every file below `folder` (none when it does not exist). */
function filesUnder(folder: string): string[] {
  try {
    return readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}
