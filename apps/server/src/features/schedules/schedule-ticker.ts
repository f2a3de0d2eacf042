import { z } from 'zod';
import type { StartRunBody } from '@basalt/contracts';
import { queueName, workJob, type JobDefinition, type JobQueue } from '../../platform/jobs/job-queue';
import { AppError } from '../../platform/errors/app-error';
import { sendMail } from '../../platform/mail';
import { startRun, type RunsContext } from '../runs';
import { startOccurrencePrune } from './prune-occurrences';
import { attentionOf, changedFieldsReason, pauseForChangedFields } from './schedule-changed-fields';
import { scheduledRunPausedEmail, scheduledRunSkippedEmail } from './schedule-emails';
import {
  claimDueOccurrences,
  findOccurrenceTarget,
  markPauseNoticed,
  reclaimStaleOccurrences,
  settleOccurrence,
  type Occurrence,
  type OccurrenceTarget,
  type Settlement,
} from './schedule-ticker.queries';

/** An occurrence claimed this long ago and still unsettled belongs to a ticker that died. */
const STALE_CLAIM_MS = 10 * 60_000;
const BATCH_SIZE = 50;

export interface TickSummary {
  started: number;
  skipped: number;
  failed: number;
}

/** The key that makes one occurrence one run, whichever ticker (or retry) gets to start it. */
export const occurrenceKey = (occurrence: Occurrence) =>
  `schedule:${occurrence.scheduleId}:${occurrence.dueAt.toISOString()}`;

const nameOf = (target: OccurrenceTarget) => target.configurationName ?? target.automationName ?? 'your automation';

async function settle(context: RunsContext, occurrence: Occurrence, settlement: Settlement, now: Date) {
  await context.db.transaction((tx) => settleOccurrence(tx, occurrence, settlement, now));
}

/** A start the owner's money refuses: too few tokens, or the monthly budget would be crossed. */
const skipOutcomes = { INSUFFICIENT_TOKENS: 'skipped_low_balance', BUDGET_EXCEEDED: 'skipped_budget' } as const;
type SkipOutcome = (typeof skipOutcomes)[keyof typeof skipOutcomes];

/** Skips the occurrence and tells the owner, in one transaction so the e-mail goes out once. */
async function skipOccurrence(
  context: RunsContext,
  occurrence: Occurrence,
  target: OccurrenceTarget,
  skip: { outcome: SkipOutcome; reason: string },
  now: Date,
) {
  const reason = skip.reason;
  await context.db.transaction(async (tx) => {
    const settled = await settleOccurrence(tx, occurrence, { outcome: skip.outcome, message: reason }, now);
    if (!settled) return;
    await sendMail(
      tx,
      scheduledRunSkippedEmail({
        to: target.email,
        name: target.fullName ?? '',
        scheduleName: nameOf(target),
        dueAt: occurrence.dueAt,
        timeZone: target.schedule.timeZone,
        reason,
        cause: skip.outcome === 'skipped_budget' ? 'budget' : 'balance',
        url: `${context.publicUrl}/my-automations`,
      }),
    );
  });
}

/**
 * The automation is paused after repeated failures (D18): the occurrence is skipped before any
 * charge and the schedule stays on; its owner gets one notice per pause.
 */
async function skipPausedOccurrence(
  context: RunsContext,
  occurrence: Occurrence,
  target: OccurrenceTarget,
  pausedAt: Date,
  now: Date,
) {
  const message = `Skipped: ${target.automationName ?? 'the automation'} is temporarily unavailable. Nothing was charged.`;
  await context.db.transaction(async (tx) => {
    const settled = await settleOccurrence(tx, occurrence, { outcome: 'skipped_paused', message }, now);
    if (!settled || !(await markPauseNoticed(tx, occurrence.scheduleId, pausedAt))) return;
    await sendMail(
      tx,
      scheduledRunPausedEmail({
        to: target.email,
        name: target.fullName ?? '',
        scheduleName: nameOf(target),
        automationName: target.automationName ?? 'The automation',
        dueAt: occurrence.dueAt,
        timeZone: target.schedule.timeZone,
        url: `${context.publicUrl}/my-automations`,
      }),
    );
  });
}

/**
 * The saved values no longer fit the automation's live fields (a publish changed them, issue 40):
 * paused before any charge, its owner told once, whether or not the publish got to it first.
 */
async function pauseChangedOccurrence(
  context: RunsContext,
  occurrence: Occurrence,
  target: OccurrenceTarget,
  attention: ReturnType<typeof attentionOf>,
  now: Date,
) {
  const automationName = target.automationName ?? 'The automation';
  const message = changedFieldsReason(automationName, attention);
  await context.db.transaction(async (tx) => {
    if (!(await settleOccurrence(tx, occurrence, { outcome: 'failed', message }, now))) return;
    await pauseForChangedFields(
      tx,
      {
        scheduleId: occurrence.scheduleId,
        email: target.email,
        fullName: target.fullName,
        scheduleName: nameOf(target),
        automationName,
        attention,
      },
      context.publicUrl,
    );
  });
}

function settlementFor(error: unknown): Settlement {
  if (!(error instanceof AppError)) {
    return { outcome: 'failed', message: 'Failed to start: something went wrong on our side.' };
  }
  if (error.code === 'NOT_FOUND') {
    const pauseReason = 'Paused: the automation or its saved configuration is no longer available.';
    return { outcome: 'failed', message: pauseReason, pauseReason };
  }
  if (error.code === 'VALIDATION_FAILED') {
    const pauseReason = `Paused: the saved input no longer fits the automation (${error.message}). Update the configuration, then resume.`;
    return { outcome: 'failed', message: pauseReason, pauseReason };
  }
  return { outcome: 'failed', message: error.message };
}

async function runOccurrence(context: RunsContext, occurrence: Occurrence, now: Date): Promise<Settlement['outcome']> {
  const target = await findOccurrenceTarget(context.db, occurrence.scheduleId);
  // Deleted meanwhile: the cascade removed the occurrence too.
  if (!target) return 'failed';
  const { schedule } = target;
  if (!schedule.configurationId || target.configData === null || target.fullName === null) {
    const pauseReason =
      target.fullName === null ? 'Paused: the account is closed.' : 'Paused: the saved configuration was deleted.';
    await settle(context, occurrence, { outcome: 'failed', message: pauseReason, pauseReason }, now);
    return 'failed';
  }
  if (target.automationDeletedAt) {
    // In the trash (decision 066): nothing is charged, and the owner reads why on My Automations.
    const pauseReason = `Paused: ${target.automationName ?? 'the automation'} was removed from the marketplace. Resume the schedule if it comes back.`;
    await settle(context, occurrence, { outcome: 'failed', message: pauseReason, pauseReason }, now);
    return 'failed';
  }
  if (target.automationStatus !== 'published') {
    const pauseReason = 'Paused: the automation is no longer available.';
    await settle(context, occurrence, { outcome: 'failed', message: pauseReason, pauseReason }, now);
    return 'failed';
  }
  if (target.automationPausedAt) {
    await skipPausedOccurrence(context, occurrence, target, target.automationPausedAt, now);
    return 'skipped_paused';
  }
  const attention = attentionOf(target.automationFields, target.configData);
  if (attention.length > 0) {
    await pauseChangedOccurrence(context, occurrence, target, attention, now);
    return 'failed';
  }
  const user = {
    id: schedule.userId,
    email: target.email,
    emailVerified: target.emailVerified,
    fullName: target.fullName,
    isAdmin: target.isAdmin ?? false,
    tokenBalance: target.tokenBalance ?? 0,
  };
  try {
    const run = await startRun(
      context,
      user,
      {
        automationId: schedule.automationId ?? '',
        configurationId: schedule.configurationId,
        // startRun checks the saved values against the automation's current fields.
        input: target.configData as StartRunBody['input'],
        idempotencyKey: occurrenceKey(occurrence),
      },
      // The schedule's own delivery, else the configuration's (startRun reads that).
      { resultDelivery: schedule.resultDelivery ?? undefined },
    );
    await settle(context, occurrence, { outcome: 'started', runId: run.id }, now);
    return 'started';
  } catch (error) {
    const skipped = error instanceof AppError && Object.hasOwn(skipOutcomes, error.code);
    if (skipped) {
      const outcome = skipOutcomes[error.code as keyof typeof skipOutcomes];
      await skipOccurrence(context, occurrence, target, { outcome, reason: error.message }, now);
      return outcome;
    }
    if (!(error instanceof AppError)) {
      context.log.error(
        { err: error, scheduleId: occurrence.scheduleId, occurrenceId: occurrence.id },
        'scheduled run failed to start',
      );
    }
    await settle(context, occurrence, settlementFor(error), now);
    return 'failed';
  }
}

/**
 * Starts every schedule occurrence due at `now` (the clock is a parameter so tests control it).
 * Safe to call from several workers at once: claiming is atomic, and the run's idempotency key
 * makes a retried occurrence answer the same run.
 */
export async function tickSchedules(context: RunsContext, now = new Date()): Promise<TickSummary> {
  const summary: TickSummary = { started: 0, skipped: 0, failed: 0 };
  const count = (outcome: Settlement['outcome']) => {
    if (outcome === 'started') summary.started++;
    else if (outcome.startsWith('skipped_')) summary.skipped++;
    else summary.failed++;
  };
  for (const occurrence of await reclaimStaleOccurrences(context.db, new Date(now.getTime() - STALE_CLAIM_MS), now)) {
    count(await runOccurrence(context, occurrence, now));
  }
  for (;;) {
    const claimed = await claimDueOccurrences(context.db, now, BATCH_SIZE);
    for (const occurrence of claimed) count(await runOccurrence(context, occurrence, now));
    if (claimed.length < BATCH_SIZE) return summary;
  }
}

const payload = z.object({});

/** Every minute on the worker; pg-boss keeps one cron entry for all worker processes. */
export async function startScheduleTicker(queue: JobQueue, context: RunsContext): Promise<void> {
  const job: JobDefinition<typeof payload> = {
    id: 'schedules.tick',
    version: 1,
    payload,
    handle: async () => {
      await tickSchedules(context);
    },
  };
  await workJob(queue, job);
  await queue.schedule(queueName(job), '* * * * *', {});
  await startOccurrencePrune(queue, context.db);
}
