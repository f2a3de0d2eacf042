import { and, asc, eq, isNull, lt, lte, ne, or } from 'drizzle-orm';
import { nextOccurrence } from '@basalt/contracts';
import type { Database } from '../../platform/db/database';
import { automations, configurations, profiles, scheduleOccurrences, schedules, users } from '../../platform/db/schema';

export type Occurrence = typeof scheduleOccurrences.$inferSelect;
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Claims due schedules under `FOR UPDATE SKIP LOCKED` and, in the same transaction, moves each one's
 * next_run_at past `now` and records the occurrence. A second ticker skips the locked rows or, once
 * this commits, no longer sees them as due. Planning from `now` (not from the due time) is what makes
 * occurrences missed during downtime run once, not once each.
 */
export async function claimDueOccurrences(db: Database, now: Date, limit: number): Promise<Occurrence[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: schedules.id, cron: schedules.cron, timeZone: schedules.timeZone, dueAt: schedules.nextRunAt })
      .from(schedules)
      .where(and(eq(schedules.status, 'active'), lte(schedules.nextRunAt, now)))
      .orderBy(asc(schedules.nextRunAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    const claimed: Occurrence[] = [];
    for (const schedule of due) {
      const next = nextOccurrence(schedule.cron, schedule.timeZone, now);
      await tx
        .update(schedules)
        .set(
          next
            ? { nextRunAt: next }
            : { status: 'paused', nextRunAt: null, pausedReason: 'The cron expression has no later run time.' },
        )
        .where(eq(schedules.id, schedule.id));
      const [occurrence] = await tx
        .insert(scheduleOccurrences)
        .values({ scheduleId: schedule.id, dueAt: schedule.dueAt!, updatedAt: now })
        .onConflictDoNothing()
        .returning();
      if (occurrence) claimed.push(occurrence);
    }
    return claimed;
  });
}

/** Occurrences whose ticker died before settling them; the run's idempotency key makes a retry safe. */
export async function reclaimStaleOccurrences(db: Database, claimedBefore: Date, now: Date): Promise<Occurrence[]> {
  return db
    .update(scheduleOccurrences)
    .set({ updatedAt: now })
    .where(and(eq(scheduleOccurrences.outcome, 'claimed'), lt(scheduleOccurrences.updatedAt, claimedBefore)))
    .returning();
}

/** What starting an occurrence needs: the schedule, its configuration and automation, and the owner. */
export async function findOccurrenceTarget(db: Database, scheduleId: string) {
  const [row] = await db
    .select({
      schedule: schedules,
      configData: configurations.configData,
      configurationName: configurations.configName,
      automationName: automations.name,
      automationStatus: automations.status,
      automationFields: automations.customFields,
      automationPausedAt: automations.pausedAt,
      automationDeletedAt: automations.deletedAt,
      email: users.email,
      emailVerified: users.emailVerified,
      fullName: profiles.fullName,
      isAdmin: profiles.isAdmin,
      tokenBalance: profiles.tokenBalance,
    })
    .from(schedules)
    .innerJoin(users, eq(users.id, schedules.userId))
    .leftJoin(profiles, eq(profiles.userId, schedules.userId))
    .leftJoin(configurations, eq(configurations.id, schedules.configurationId))
    .leftJoin(automations, eq(automations.id, configurations.automationId))
    .where(eq(schedules.id, scheduleId));
  return row;
}

export type OccurrenceTarget = NonNullable<Awaited<ReturnType<typeof findOccurrenceTarget>>>;

export interface Settlement {
  outcome: 'started' | 'skipped_low_balance' | 'skipped_budget' | 'skipped_paused' | 'failed';
  runId?: string;
  message?: string;
  /** Pauses the schedule with this reason shown to its owner. */
  pauseReason?: string;
}

/**
 * Records how an occurrence ended, once: only the call that moves it out of `claimed` returns true,
 * so work done after (the skip e-mail, in the same transaction) happens once per occurrence.
 */
export async function settleOccurrence(
  tx: Tx,
  occurrence: Occurrence,
  settlement: Settlement,
  now: Date,
): Promise<boolean> {
  const [settled] = await tx
    .update(scheduleOccurrences)
    .set({ outcome: settlement.outcome, runId: settlement.runId, message: settlement.message, updatedAt: now })
    .where(and(eq(scheduleOccurrences.id, occurrence.id), eq(scheduleOccurrences.outcome, 'claimed')))
    .returning({ id: scheduleOccurrences.id });
  if (!settled) return false;
  await tx
    .update(schedules)
    .set({
      lastRunAt: occurrence.dueAt,
      lastOutcome: settlement.outcome,
      lastMessage: settlement.message ?? null,
      lastRunId: settlement.runId ?? null,
    })
    // A late retry of an older occurrence does not hide the newer result.
    .where(
      and(
        eq(schedules.id, occurrence.scheduleId),
        or(isNull(schedules.lastRunAt), lte(schedules.lastRunAt, occurrence.dueAt)),
      ),
    );
  if (settlement.pauseReason) {
    await tx
      .update(schedules)
      .set({ status: 'paused', nextRunAt: null, pausedReason: settlement.pauseReason })
      .where(eq(schedules.id, occurrence.scheduleId));
  }
  return true;
}

/**
 * Records that the owner was told about this pause of the automation (its paused_at); false when
 * they already were, so a schedule sends one notice per pause however often it is skipped (D18).
 */
export async function markPauseNoticed(tx: Tx, scheduleId: string, pausedAt: Date): Promise<boolean> {
  const rows = await tx
    .update(schedules)
    .set({ automationPauseNoticed: pausedAt })
    .where(
      and(
        eq(schedules.id, scheduleId),
        or(isNull(schedules.automationPauseNoticed), ne(schedules.automationPauseNoticed, pausedAt)),
      ),
    )
    .returning({ id: schedules.id });
  return rows.length > 0;
}
