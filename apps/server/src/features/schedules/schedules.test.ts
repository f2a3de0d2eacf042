import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Schedule } from '@basalt/contracts';
import { runs, schedules } from '../../platform/db/schema';
import { createSignedInUser, testPassword } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createSavedConfiguration } from './schedule-test-kit';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

async function ownerWithConfiguration() {
  const owner = await createSignedInUser(t);
  const { configuration, automation } = await createSavedConfiguration(t.database.db, owner.user.id);
  return { ...owner, configuration, automation };
}

const createRequest = (cookie: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/schedules', headers: { cookie }, payload });

const listFor = async (cookie: string) =>
  (await t.app.inject({ url: '/api/schedules', headers: { cookie } })).json() as { schedules: Schedule[] };

describe('schedules API', () => {
  it('a user schedules a saved configuration, sees its next run, pauses, resumes and deletes it', async () => {
    const { cookie, configuration, automation } = await ownerWithConfiguration();
    const created = await createRequest(cookie, {
      configurationId: configuration.id,
      cron: '0 9 * * 1-5',
      timeZone: 'America/New_York',
    });
    expect(created.statusCode).toBe(201);
    const schedule = (created.json() as { schedule: Schedule }).schedule;
    expect(schedule).toMatchObject({
      configurationName: 'Morning digest',
      automationName: automation.name,
      cadence: 'Weekdays at 09:00',
      timeZone: 'America/New_York',
      status: 'active',
      lastOutcome: null,
      lastRunStatus: null,
    });
    const next = new Date(schedule.nextRunAt!);
    expect(next.getTime()).toBeGreaterThan(Date.now());
    const localTime = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    expect(localTime.format(next)).toBe('09:00');
    expect((await listFor(cookie)).schedules.map((s) => s.id)).toEqual([schedule.id]);

    const paused = await t.app.inject({
      method: 'PUT',
      url: `/api/schedules/${schedule.id}/paused`,
      headers: { cookie },
      payload: { paused: true },
    });
    expect(paused.json()).toMatchObject({ schedule: { status: 'paused', nextRunAt: null } });
    const resumed = await t.app.inject({
      method: 'PUT',
      url: `/api/schedules/${schedule.id}/paused`,
      headers: { cookie },
      payload: { paused: false },
    });
    expect(resumed.json()).toMatchObject({ schedule: { status: 'active', nextRunAt: schedule.nextRunAt } });

    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/schedules/${schedule.id}`, headers: { cookie } });
    expect(deleted.statusCode).toBe(204);
    expect((await listFor(cookie)).schedules).toEqual([]);
  });

  it('a schedule’s last result is the outcome of the run it started, not just that it started (issue 15 #10)', async () => {
    const { user, cookie, configuration, automation } = await ownerWithConfiguration();
    const created = await createRequest(cookie, {
      configurationId: configuration.id,
      cron: '0 9 * * *',
      timeZone: 'UTC',
    });
    const { schedule } = created.json() as { schedule: Schedule };
    expect(schedule.lastRunStatus).toBeNull();
    const [run] = await t.database.db
      .insert(runs)
      .values({ userId: user.id, automationId: automation.id, status: 'failed' })
      .returning();
    await t.database.db
      .update(schedules)
      .set({ lastRunAt: new Date(), lastOutcome: 'started', lastRunId: run!.id })
      .where(eq(schedules.id, schedule.id));
    expect((await listFor(cookie)).schedules[0]).toMatchObject({
      lastOutcome: 'started',
      lastRunId: run!.id,
      lastRunStatus: 'failed',
    });
  });

  it('refuses an invalid cron expression or time zone with a clear message', async () => {
    const { cookie, configuration } = await ownerWithConfiguration();
    const badCron = await createRequest(cookie, {
      configurationId: configuration.id,
      cron: 'every morning',
      timeZone: 'UTC',
    });
    expect(badCron.statusCode).toBe(422);
    expect(badCron.json()).toMatchObject({
      error: {
        code: 'VALIDATION_FAILED',
        details: [{ path: 'body.cron', message: expect.stringMatching(/cron expression with five fields/) }],
      },
    });
    const tooOften = await createRequest(cookie, {
      configurationId: configuration.id,
      cron: '* * * * *',
      timeZone: 'UTC',
    });
    expect(tooOften.json()).toMatchObject({
      error: { details: [{ message: expect.stringMatching(/every 5 minutes/) }] },
    });
    const badZone = await createRequest(cookie, {
      configurationId: configuration.id,
      cron: '0 9 * * *',
      timeZone: 'Mars/Base',
    });
    expect(badZone.json()).toMatchObject({ error: { details: [{ path: 'body.timeZone' }] } });
  });

  it("a user can neither schedule another user's configuration nor see, pause or delete their schedule", async () => {
    const owner = await ownerWithConfiguration();
    const stranger = await createSignedInUser(t);
    const payload = { configurationId: owner.configuration.id, cron: '0 9 * * *', timeZone: 'UTC' };
    expect((await createRequest(stranger.cookie, payload)).statusCode).toBe(404);

    const schedule = ((await createRequest(owner.cookie, payload)).json() as { schedule: Schedule }).schedule;
    expect((await listFor(stranger.cookie)).schedules).toEqual([]);
    const pause = await t.app.inject({
      method: 'PUT',
      url: `/api/schedules/${schedule.id}/paused`,
      headers: { cookie: stranger.cookie },
      payload: { paused: true },
    });
    expect(pause.statusCode).toBe(404);
    const remove = await t.app.inject({
      method: 'DELETE',
      url: `/api/schedules/${schedule.id}`,
      headers: { cookie: stranger.cookie },
    });
    expect(remove.statusCode).toBe(404);
    expect((await listFor(owner.cookie)).schedules).toMatchObject([{ id: schedule.id, status: 'active' }]);
  });

  it('deleting the account removes its schedules', async () => {
    const { cookie, configuration, user } = await ownerWithConfiguration();
    await createRequest(cookie, { configurationId: configuration.id, cron: '0 9 * * *', timeZone: 'UTC' });
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { cookie },
      payload: { password: testPassword },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await t.database.db.select().from(schedules).where(eq(schedules.userId, user.id))).toEqual([]);
  });

  it('answers 401 to a visitor who is not signed in', async () => {
    expect((await t.app.inject({ url: '/api/schedules' })).statusCode).toBe(401);
    const create = await t.app.inject({
      method: 'POST',
      url: '/api/schedules',
      payload: { configurationId: '00000000-0000-4000-8000-000000000000', cron: '0 9 * * *', timeZone: 'UTC' },
    });
    expect(create.statusCode).toBe(401);
  });
});
