import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getLatestRunResponse } from '@basalt/contracts';
import { runs } from '../../../platform/db/schema';
import { createSignedInUser } from '../../../test/auth-helpers';
import { createAutomation } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

const minute = 60_000;

describe("an automation's page finds the user's latest run of it (issue 41)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const db = () => t.database.db;

  async function addRun(
    userId: string,
    automationId: string,
    status: 'pending' | 'running' | 'completed' | 'failed',
    startedMinutesAgo: number,
    endedMinutesAgo?: number,
  ) {
    const [row] = await db()
      .insert(runs)
      .values({
        userId,
        automationId,
        status,
        quotedTokens: 10,
        tokensCharged: 10,
        inputData: { topic: `started ${startedMinutesAgo} min ago` },
        createdAt: new Date(Date.now() - startedMinutesAgo * minute),
        completedAt: endedMinutesAgo === undefined ? null : new Date(Date.now() - endedMinutesAgo * minute),
      })
      .returning();
    return row!;
  }

  async function latest(cookie: string, automationId: string) {
    const response = await t.app.inject({ url: '/api/runs/latest', query: { automationId }, headers: { cookie } });
    expect(response.statusCode, response.body).toBe(200);
    return getLatestRunResponse.parse(response.json()).run;
  }

  it('a user coming back mid-run finds the run still going, by id or by slug', async () => {
    const { user, cookie } = await createSignedInUser(t);
    const automation = await createAutomation(db());
    await addRun(user.id, automation.id, 'completed', 30, 29);
    const running = await addRun(user.id, automation.id, 'running', 1);
    expect((await latest(cookie, automation.id))?.id).toBe(running.id);
    expect(await latest(cookie, automation.slug!)).toMatchObject({ id: running.id, status: 'running' });
  });

  it('a run that ended within 15 minutes is shown with its result; one that ended earlier is not', async () => {
    const { user, cookie } = await createSignedInUser(t);
    const recent = await createAutomation(db());
    const older = await createAutomation(db());
    const ended = await addRun(user.id, recent.id, 'completed', 15, 14);
    await addRun(user.id, older.id, 'failed', 20, 16);
    expect(await latest(cookie, recent.id)).toMatchObject({ id: ended.id, status: 'completed' });
    expect(await latest(cookie, older.id)).toBeNull();
  });

  it('another user’s run, or a run of another automation, is never shown', async () => {
    const owner = await createSignedInUser(t);
    const stranger = await createSignedInUser(t);
    const automation = await createAutomation(db());
    const other = await createAutomation(db());
    await addRun(owner.user.id, automation.id, 'running', 1);
    expect(await latest(stranger.cookie, automation.id)).toBeNull();
    expect(await latest(owner.cookie, other.id)).toBeNull();
  });

  it('without credentials the answer is 401; without an automation it is 422', async () => {
    const { cookie } = await createSignedInUser(t);
    expect((await t.app.inject({ url: '/api/runs/latest?automationId=x' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/runs/latest', headers: { cookie } })).statusCode).toBe(422);
  });
});
