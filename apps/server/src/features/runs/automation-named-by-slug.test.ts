import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../test/auth-helpers';
import { createAutomation, createRuns } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { csvField } from '../../test/run-test-kit';

// Issue 38: programs name automations by slug (input-schema, MCP tools), and POST /api/runs takes
// one; every other operation that names an automation answered 422 "Invalid UUID" to the same slug.
describe('an automation named by its slug, wherever an automation is named', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string, cookie: string) => t.app.inject({ url, headers: { cookie } });

  it('uploads a file for its form and saves a configuration of it, stored against its id', async () => {
    const { cookie } = await createSignedInUser(t);
    const automation = await createAutomation(t.database.db, { customFields: [csvField] });
    const upload = await t.app.inject({
      method: 'POST',
      url: `/api/files?automationId=${automation.slug}&fieldId=csv_file&name=leads.csv`,
      headers: { cookie, 'content-type': 'application/octet-stream' },
      payload: Buffer.from('name,email\nAda,a@b.co\n'),
    });
    expect(upload.statusCode, upload.body).toBe(201);

    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/configurations',
      headers: { cookie },
      payload: { automationId: automation.slug, configName: 'Weekly leads', configData: {} },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().configuration).toMatchObject({ automationId: automation.id });
  });

  it("filters the user's run history and the admin's run explorer by slug as by id", async () => {
    const { user, cookie } = await createSignedInUser(t);
    const admin = await createSignedInUser(t, { admin: true });
    const [mine, other] = [await createAutomation(t.database.db), await createAutomation(t.database.db)];
    await createRuns(t.database.db, mine.id, ['completed', 'failed'], { userId: user.id });
    await createRuns(t.database.db, other.id, ['completed'], { userId: user.id });

    for (const ref of [mine.slug!, mine.id]) {
      const history = await get(`/api/runs?automationId=${ref}&range=all_time`, cookie);
      expect(history.statusCode, history.body).toBe(200);
      expect(history.json().runs.map((run: { automationId: string }) => run.automationId)).toEqual([mine.id, mine.id]);
      const explorer = await get(`/api/admin/runs?automationId=${ref}`, admin.cookie);
      expect(explorer.statusCode, explorer.body).toBe(200);
      expect(explorer.json().runs).toHaveLength(2);
    }
    const unknown = await get('/api/runs?automationId=no-such-automation&range=all_time', cookie);
    expect(unknown.json().runs).toEqual([]);
  });

  it('an unknown slug is a 404 for an upload and a saved configuration, and nothing is stored', async () => {
    const { cookie } = await createSignedInUser(t);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/files?automationId=no-such-automation&fieldId=csv_file&name=leads.csv',
      headers: { cookie, 'content-type': 'application/octet-stream' },
      payload: Buffer.from('name\nAda\n'),
    });
    expect(upload.statusCode).toBe(404);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/configurations',
      headers: { cookie },
      payload: { automationId: 'no-such-automation', configName: null, configData: {} },
    });
    expect(saved.statusCode).toBe(404);
    expect((await get('/api/configurations', cookie)).json().configurations).toEqual([]);
  });
});
