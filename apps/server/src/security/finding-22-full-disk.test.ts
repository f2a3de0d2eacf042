import { mkdtempSync, readdirSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runs, storedFiles } from '../platform/db/schema';
import { localStorage } from '../platform/storage';
import { callbackToken } from '../features/runs/run-context';
import { createRunsRuntime, type RunsContext } from '../features/runs';
import { createFundedUser, createWebhookAutomation, csvField, runRow, topicField } from '../test/run-test-kit';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Finding 22 (issue 38, item 11): with the data folder full, an upload or a workflow's result file
 * answered 500 and left a 0-byte file that no row named, so the purge never removed it. A full disk
 * cannot be made without root (no tmpfs or loop mount), so the storage writes into /dev/full, whose
 * every write fails with a real ENOSPC from the kernel, after creating the file where it belongs,
 * exactly as a full disk does. Now: 503 UNAVAILABLE saying there is no room (the request was fine; a
 * retry once there is room succeeds), no row, no file.
 */
/** Creates the file as the storage asks, then hands back a handle whose writes meet ENOSPC. */
async function createOnFullDisk(path: string) {
  await (await open(path, 'wx')).close();
  return open('/dev/full', 'w');
}

describe('finding 22: a full data folder answers 503 and leaves no file behind', () => {
  let t: TestApp;
  let context: RunsContext;
  let filesRoot: string;
  let cookie: string;
  let userId: string;
  let automationId: string;
  beforeAll(async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'basalt-full-'));
    filesRoot = join(dataDir, 'files');
    t = await createTestApp({
      env: { DATA_DIR: dataDir },
      fileStorage: localStorage(filesRoot, { createFile: createOnFullDisk }),
    });
    context = createRunsRuntime(t.config, t.database.db);
    const funded = await createFundedUser(t, 100);
    cookie = funded.cookie;
    userId = funded.user.id;
    automationId = (
      await createWebhookAutomation(t.database.db, 'https://workflow.example/csv', {
        customFields: [topicField, csvField],
      })
    ).id;
  });
  afterAll(async () => {
    context.outbound.close();
    await t.close();
  });

  const expectNoRoom = (response: { statusCode: number; json: <T>() => T }) => {
    expect(response.statusCode).toBe(503);
    expect(response.json<{ error: { code: string; message: string } }>().error).toMatchObject({
      code: 'UNAVAILABLE',
      message: expect.stringMatching(/no room to store this file/),
    });
  };

  it('an upload answers 503, with no row and no file on disk', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/files?automationId=${automationId}&fieldId=csv_file&name=leads.csv`,
      headers: { cookie, 'content-type': 'application/octet-stream' },
      payload: Buffer.from('name,email\nAda,a@b.co\n'),
    });
    expectNoRoom(response);
    expect(await t.database.db.$count(storedFiles, eq(storedFiles.userId, userId))).toBe(0);
    expect(filesUnder(filesRoot)).toEqual([]);
  });

  it("a workflow's result file answers 503 (the workflow retries), and the run waits for it", async () => {
    const [run] = await t.database.db
      .insert(runs)
      .values({ userId, automationId, status: 'running', startedAt: new Date() })
      .returning({ id: runs.id });
    const runId = run!.id;
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/runs/${runId}/callback?token=${callbackToken(context, runId)}`,
      headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="clean.csv"' },
      payload: 'name,email\nAda,a@b.co\n',
    });
    expectNoRoom(response);
    expect(await t.database.db.$count(storedFiles, eq(storedFiles.runId, runId))).toBe(0);
    expect(filesUnder(filesRoot)).toEqual([]);
    expect((await runRow(t.database.db, runId)).status).toBe('running');
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
