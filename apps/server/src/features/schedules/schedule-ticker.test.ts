import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openPostgres, type DatabaseHandle } from '../../platform/db/database';
import { automations, budgets, configurations, scheduleOccurrences } from '../../platform/db/schema';
import { emailsTo } from '../../test/auth-helpers';
import { balanceOf, createFundedUser } from '../../test/run-test-kit';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createRunsRuntime, startRun, type RunsContext } from '../runs';
import { claimDueOccurrences } from './schedule-ticker.queries';
import { pruneSettledOccurrences } from './prune-occurrences';
import { occurrenceKey, tickSchedules } from './schedule-ticker';
import { createSchedule, setSchedulePaused } from './schedules.service';
import { createSavedConfiguration, runsOf, scheduleRow } from './schedule-test-kit';

const at = (iso: string) => new Date(iso);

let t: TestApp;
let worker1: RunsContext;
let worker2: RunsContext;
let secondPool: DatabaseHandle | undefined;

beforeAll(async () => {
  t = await createTestApp({ jobs: true });
  worker1 = createRunsRuntime(t.config, t.database.db, t.jobQueue);
  // On PostgreSQL the second "worker process" has its own connection pool; PGlite is one process by design.
  secondPool = t.database.connectionString ? openPostgres(t.database.connectionString, 4) : undefined;
  worker2 = createRunsRuntime(t.config, secondPool?.db ?? t.database.db, t.jobQueue);
});

afterAll(async () => {
  worker1.outbound.close();
  worker2.outbound.close();
  await secondPool?.close();
  await t.close();
});

/** A funded user with a saved configuration scheduled daily at 09:00 Berlin time, created on 27 March 2026. */
async function dailyBerlinSchedule(tokens: number, cron = '0 9 * * *') {
  const { user } = await createFundedUser(t, tokens);
  const { automation, configuration } = await createSavedConfiguration(t.database.db, user.id);
  const schedule = await createSchedule(
    t.database.db,
    user.id,
    { configurationId: configuration.id, cron, timeZone: 'Europe/Berlin' },
    worker1.customerPolicy,
    at('2026-03-27T12:00:00Z'),
  );
  return { user, automation, configuration, schedule };
}

describe('schedule ticker', () => {
  it('starts each due occurrence once even when two workers tick at the same moment, across a DST change', async () => {
    const { user, schedule } = await dailyBerlinSchedule(100);
    expect(schedule.nextRunAt).toBe('2026-03-28T08:00:00.000Z');

    const first = await Promise.all([
      tickSchedules(worker1, at('2026-03-28T08:00:20Z')),
      tickSchedules(worker2, at('2026-03-28T08:00:20Z')),
    ]);
    expect(first.reduce((sum, s) => sum + s.started, 0)).toBe(1);
    // 09:00 in Berlin is 07:00 UTC once summer time starts on 29 March.
    expect((await scheduleRow(t.database.db, schedule.id)).nextRunAt).toEqual(at('2026-03-29T07:00:00Z'));
    expect(await tickSchedules(worker1, at('2026-03-28T08:01:00Z'))).toEqual({ started: 0, skipped: 0, failed: 0 });

    await Promise.all([
      tickSchedules(worker1, at('2026-03-29T07:00:05Z')),
      tickSchedules(worker2, at('2026-03-29T07:00:05Z')),
    ]);
    const row = await scheduleRow(t.database.db, schedule.id);
    expect(row.nextRunAt).toEqual(at('2026-03-30T07:00:00Z'));
    expect(row.lastOutcome).toBe('started');
    const started = await runsOf(t.database.db, user.id);
    expect(started).toHaveLength(2);
    expect(started.map((run) => run.configurationId)).toEqual([row.configurationId, row.configurationId]);
    expect(await balanceOf(t.database.db, user.id)).toBe(80);
  });

  it('runs occurrences missed while no worker was up once, not once each', async () => {
    const { user, schedule } = await dailyBerlinSchedule(100, '0 * * * *');
    expect(schedule.nextRunAt).toBe('2026-03-27T13:00:00.000Z');
    const summary = await tickSchedules(worker1, at('2026-03-27T18:30:00Z'));
    expect(summary.started).toBe(1);
    expect(await runsOf(t.database.db, user.id)).toHaveLength(1);
    expect((await scheduleRow(t.database.db, schedule.id)).nextRunAt).toEqual(at('2026-03-27T19:00:00Z'));
  });

  it('skips a run when the balance is too low, records it and e-mails the owner once per skipped run', async () => {
    const { user, schedule } = await dailyBerlinSchedule(5);
    await Promise.all([
      tickSchedules(worker1, at('2026-03-28T08:00:00Z')),
      tickSchedules(worker2, at('2026-03-28T08:00:00Z')),
    ]);
    const row = await scheduleRow(t.database.db, schedule.id);
    expect(row).toMatchObject({ status: 'active', lastOutcome: 'skipped_low_balance', lastRunId: null });
    expect(row.lastMessage).toMatch(/Not enough tokens/);
    expect(await runsOf(t.database.db, user.id)).toHaveLength(0);
    expect(await balanceOf(t.database.db, user.id)).toBe(5);
    const skipMails = async () =>
      (await emailsTo(t, user.email)).filter((mail) => mail.subject.startsWith('Scheduled run skipped'));
    const mails = await skipMails();
    expect(mails.map((mail) => mail.subject)).toEqual(['Scheduled run skipped: Morning digest']);
    expect(mails[0]!.text).toContain('28 Mar 2026, 09:00 (Europe/Berlin)');

    await tickSchedules(worker1, at('2026-03-29T07:00:00Z'));
    expect(await skipMails()).toHaveLength(2);
  });

  it('skips a run that would go over the monthly budget and tells the owner why', async () => {
    const { user, schedule } = await dailyBerlinSchedule(100);
    await t.database.db.insert(budgets).values({ userId: user.id, monthlyCapTokens: 5 });
    expect(await tickSchedules(worker1, at('2026-03-28T08:00:00Z'))).toEqual({ started: 0, skipped: 1, failed: 0 });

    expect(await scheduleRow(t.database.db, schedule.id)).toMatchObject({
      status: 'active',
      lastOutcome: 'skipped_budget',
    });
    expect(await runsOf(t.database.db, user.id)).toHaveLength(0);
    expect(await balanceOf(t.database.db, user.id)).toBe(100);
    const [mail] = (await emailsTo(t, user.email)).filter((m) => m.subject.startsWith('Scheduled run skipped'));
    expect(mail!.text).toContain('it would have gone over your monthly budget');
  });

  it('forgets settled occurrences a week after their due time, but never one still being started', async () => {
    const { schedule } = await dailyBerlinSchedule(100);
    await tickSchedules(worker1, at('2026-03-28T08:00:00Z'));
    const [claimed] = await t.database.db
      .insert(scheduleOccurrences)
      .values({ scheduleId: schedule.id, dueAt: at('2026-03-20T08:00:00Z') })
      .returning();
    const occurrencesOf = async () =>
      (await t.database.db.select().from(scheduleOccurrences).where(eq(scheduleOccurrences.scheduleId, schedule.id)))
        .map((row) => row.outcome)
        .sort();
    expect(await occurrencesOf()).toEqual(['claimed', 'started']);

    await pruneSettledOccurrences(t.database.db, at('2026-04-04T07:59:00Z'));
    expect(await occurrencesOf()).toEqual(['claimed', 'started']);
    await pruneSettledOccurrences(t.database.db, at('2026-04-04T08:01:00Z'));
    expect(await occurrencesOf()).toEqual(['claimed']);
    expect((await scheduleRow(t.database.db, schedule.id)).lastOutcome).toBe('started');
    // The unsettled row stands for a ticker mid-start; later ticks in this file must not reclaim it.
    await t.database.db.delete(scheduleOccurrences).where(eq(scheduleOccurrences.id, claimed!.id));
  });

  it('starts nothing while paused and plans the next run from the resume time', async () => {
    const { user, schedule } = await dailyBerlinSchedule(100);
    await setSchedulePaused(t.database.db, user.id, schedule.id, true);
    expect(await tickSchedules(worker1, at('2026-03-28T08:00:00Z'))).toEqual({ started: 0, skipped: 0, failed: 0 });
    expect(await runsOf(t.database.db, user.id)).toHaveLength(0);

    const resumed = await setSchedulePaused(t.database.db, user.id, schedule.id, false, at('2026-04-02T10:00:00Z'));
    expect(resumed).toMatchObject({ status: 'active', nextRunAt: '2026-04-03T07:00:00.000Z' });
  });

  it('pauses with a reason when the configuration was deleted or the automation unpublished', async () => {
    const deleted = await dailyBerlinSchedule(100);
    await t.database.db.delete(configurations).where(eq(configurations.id, deleted.configuration.id));
    const unpublished = await dailyBerlinSchedule(100);
    await t.database.db
      .update(automations)
      .set({ status: 'draft' })
      .where(eq(automations.id, unpublished.automation.id));

    await tickSchedules(worker1, at('2026-03-28T08:00:00Z'));
    expect(await scheduleRow(t.database.db, deleted.schedule.id)).toMatchObject({
      status: 'paused',
      nextRunAt: null,
      pausedReason: 'Paused: the saved configuration was deleted.',
    });
    expect(await scheduleRow(t.database.db, unpublished.schedule.id)).toMatchObject({
      status: 'paused',
      pausedReason: 'Paused: the automation is no longer available.',
    });
    expect(await runsOf(t.database.db, unpublished.user.id)).toHaveLength(0);
  });

  it('pauses the schedule of an automation moved to the trash, charging nothing, and tells the owner why', async () => {
    const { user, automation, configuration, schedule } = await dailyBerlinSchedule(100);
    await t.database.db.update(automations).set({ deletedAt: new Date() }).where(eq(automations.id, automation.id));

    expect(await tickSchedules(worker1, at('2026-03-28T08:00:00Z'))).toMatchObject({ started: 0 });
    expect(await scheduleRow(t.database.db, schedule.id)).toMatchObject({
      status: 'paused',
      configurationId: configuration.id,
      automationId: automation.id,
      pausedReason: `Paused: ${automation.name} was removed from the marketplace. Resume the schedule if it comes back.`,
    });
    expect(await runsOf(t.database.db, user.id)).toHaveLength(0);
    expect(await balanceOf(t.database.db, user.id)).toBe(100);
  });

  it('finishes an occurrence whose worker died after starting its run, without a second run', async () => {
    const { user, automation, configuration, schedule } = await dailyBerlinSchedule(100);
    const [claimed] = await claimDueOccurrences(t.database.db, at('2026-03-28T08:00:00Z'), 10);
    expect(claimed!.scheduleId).toBe(schedule.id);
    // The dead worker got as far as starting the run.
    const signedIn = {
      id: user.id,
      email: user.email,
      emailVerified: true,
      fullName: 'T',
      isAdmin: false,
      tokenBalance: 100,
    };
    await startRun(worker1, signedIn, {
      automationId: automation.id,
      configurationId: configuration.id,
      input: { topic: 'Sales' },
      idempotencyKey: occurrenceKey(claimed!),
    });

    expect((await tickSchedules(worker2, at('2026-03-28T08:05:00Z'))).started).toBe(0);
    expect((await tickSchedules(worker2, at('2026-03-28T08:11:00Z'))).started).toBe(1);
    const [run] = await runsOf(t.database.db, user.id);
    expect(await runsOf(t.database.db, user.id)).toHaveLength(1);
    expect((await scheduleRow(t.database.db, schedule.id)).lastRunId).toBe(run!.id);
    expect(await balanceOf(t.database.db, user.id)).toBe(90);
  });
});
