import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runs, storedFiles } from '../platform/db/schema';
import { callbackToken } from '../features/runs/run-context';
import {
  createFundedUser,
  createRunTestApp,
  createWebhookAutomation,
  csvField,
  runRow,
  type RunTestApp,
  topicField,
} from '../test/run-test-kit';

/**
 * Finding 19 (issue 38, item 12): a file name kept Unicode's direction controls, so an upload named
 * "e\u202Egnp.csv" was listed as "ecsv.png": a CSV shown as a picture to whoever opens it. Uploads
 * refuse them (the contract the form shares); a workflow's result file loses them.
 */
describe('finding 19: direction controls never reach a stored file name', () => {
  let t: RunTestApp;
  let cookie: string;
  let userId: string;
  let automationId: string;
  beforeAll(async () => {
    t = await createRunTestApp();
    const funded = await createFundedUser(t, 100);
    cookie = funded.cookie;
    userId = funded.user.id;
    automationId = (
      await createWebhookAutomation(t.database.db, 'https://workflow.example/csv', {
        customFields: [topicField, csvField],
      })
    ).id;
  });
  afterAll(() => t.close());

  it.each([
    ['a right-to-left override', 'e\u202Egnp.csv'],
    ['a right-to-left isolate', 'report\u2067vsc.exe\u2069.csv'],
  ])('an upload named with %s answers 422 and stores nothing', async (_name, name) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/files?automationId=${automationId}&fieldId=csv_file&name=${encodeURIComponent(name)}`,
      headers: { cookie, 'content-type': 'application/octet-stream' },
      payload: Buffer.from('name,email\nAda,a@b.co\n'),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.message).toMatch(/direction controls/);
    expect(await t.database.db.$count(storedFiles, eq(storedFiles.userId, userId))).toBe(0);
    expect(filesUnder(join(t.config.DATA_DIR, 'files'))).toEqual([]);
  });

  it("a workflow's result file keeps its name without the override", async () => {
    const [run] = await t.database.db
      .insert(runs)
      .values({ userId, automationId, status: 'running', startedAt: new Date() })
      .returning({ id: runs.id });
    const runId = run!.id;
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/runs/${runId}/callback?token=${callbackToken(t.runs, runId)}`,
      headers: {
        'content-type': 'text/csv',
        'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent('e\u202Egnp.csv')}`,
      },
      payload: 'name,email\nAda,a@b.co\n',
    });
    expect(response.statusCode).toBe(200);
    const [file] = await t.database.db.select().from(storedFiles).where(eq(storedFiles.runId, runId));
    expect(file?.name).toBe('egnp.csv');
    expect((await runRow(t.database.db, runId)).resultData).toMatchObject({ file_name: 'egnp.csv' });
  });
});

function filesUnder(folder: string): string[] {
  try {
    return readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}
