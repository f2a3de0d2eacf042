import {
  describeCadence,
  nextOccurrence,
  type CreateScheduleBody,
  type Schedule,
  type UpdateScheduleDeliveryBody,
} from '@basalt/contracts';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import type { OutboundPolicy } from '../../platform/outbound';
import { checkedDeliveryChoice } from '../result-deliveries';
import { attentionOf, changedFieldsReason } from './schedule-changed-fields';
import {
  deleteOwnedSchedule,
  findOwnedConfiguration,
  findOwnedSchedule,
  insertSchedule,
  listScheduleViews,
  updateOwnedSchedule,
  type ScheduleView,
} from './schedules.queries';

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function toSchedule(view: ScheduleView): Schedule {
  return {
    id: view.id,
    configurationId: view.configurationId,
    configurationName: view.configurationName,
    automationName: view.automationName,
    cron: view.cron,
    cadence: describeCadence(view.cron),
    timeZone: view.timeZone,
    status: view.status,
    pausedReason: view.pausedReason,
    nextRunAt: iso(view.nextRunAt),
    lastRunAt: iso(view.lastRunAt),
    lastOutcome: view.lastOutcome,
    lastMessage: view.lastMessage,
    lastRunId: view.lastRunId,
    lastRunStatus: view.lastRunStatus,
    deliver: view.resultDelivery ?? null,
    createdAt: view.createdAt.toISOString(),
  };
}

function firstRunAfter(cron: string, timeZone: string, now: Date): Date {
  const next = nextOccurrence(cron, timeZone, now);
  if (!next)
    throw new AppError('VALIDATION_FAILED', 'This cron expression never runs. Check the day and month fields.');
  return next;
}

async function usableConfiguration(db: Database, userId: string, configurationId: string | null) {
  const configuration = configurationId ? await findOwnedConfiguration(db, userId, configurationId) : undefined;
  if (!configuration) {
    throw new AppError(
      'CONFLICT',
      'The saved configuration of this schedule was deleted. Delete the schedule instead.',
    );
  }
  if (configuration.automationStatus !== 'published' || configuration.automationDeletedAt) {
    throw new AppError('CONFLICT', 'This automation is not available right now, so it cannot be scheduled.');
  }
  return configuration;
}

/** Resuming a configuration the live fields refuse would only fail at the next run (issue 40). */
function refuseWhileItNoLongerFits(configuration: Awaited<ReturnType<typeof usableConfiguration>>) {
  const attention = attentionOf(configuration.automationFields, configuration.configData);
  if (attention.length === 0) return;
  throw new AppError(
    'VALIDATION_FAILED',
    changedFieldsReason(configuration.automationName, attention),
    attention.map((item) => ({ path: item.fieldId, message: item.message })),
  );
}

async function viewOf(db: Database, userId: string, scheduleId: string): Promise<Schedule> {
  const [view] = await listScheduleViews(db, userId, scheduleId);
  if (!view) throw new AppError('NOT_FOUND', 'Schedule not found');
  return toSchedule(view);
}

export async function listSchedules(db: Database, userId: string): Promise<Schedule[]> {
  return (await listScheduleViews(db, userId)).map(toSchedule);
}

export async function createSchedule(
  db: Database,
  userId: string,
  body: CreateScheduleBody,
  policy: OutboundPolicy,
  now = new Date(),
): Promise<Schedule> {
  if (!(await findOwnedConfiguration(db, userId, body.configurationId))) {
    throw new AppError('NOT_FOUND', 'Configuration not found');
  }
  const configuration = await usableConfiguration(db, userId, body.configurationId);
  const resultDelivery = await checkedDeliveryChoice(body.deliver, policy);
  const row = await insertSchedule(db, {
    userId,
    configurationId: configuration.id,
    automationId: configuration.automationId,
    cron: body.cron,
    timeZone: body.timeZone,
    nextRunAt: firstRunAfter(body.cron, body.timeZone, now),
    resultDelivery,
  });
  return viewOf(db, userId, row.id);
}

/** Pausing stops every later occurrence; resuming plans the next one from now (missed ones are not made up). */
export async function setSchedulePaused(
  db: Database,
  userId: string,
  scheduleId: string,
  paused: boolean,
  now = new Date(),
): Promise<Schedule> {
  const schedule = await findOwnedSchedule(db, userId, scheduleId);
  if (!schedule) throw new AppError('NOT_FOUND', 'Schedule not found');
  if (paused) {
    await updateOwnedSchedule(db, userId, scheduleId, { status: 'paused', nextRunAt: null, pausedReason: null });
  } else {
    const configuration = await usableConfiguration(db, userId, schedule.configurationId);
    refuseWhileItNoLongerFits(configuration);
    await updateOwnedSchedule(db, userId, scheduleId, {
      status: 'active',
      pausedReason: null,
      nextRunAt: firstRunAfter(schedule.cron, schedule.timeZone, now),
    });
  }
  return viewOf(db, userId, scheduleId);
}

/** Where the schedule's runs deliver from the next occurrence on; null falls back to the configuration's. */
export async function updateScheduleDelivery(
  db: Database,
  userId: string,
  scheduleId: string,
  body: UpdateScheduleDeliveryBody,
  policy: OutboundPolicy,
): Promise<Schedule> {
  if (!(await findOwnedSchedule(db, userId, scheduleId))) throw new AppError('NOT_FOUND', 'Schedule not found');
  const resultDelivery = await checkedDeliveryChoice(body.deliver, policy);
  await updateOwnedSchedule(db, userId, scheduleId, { resultDelivery });
  return viewOf(db, userId, scheduleId);
}

export async function deleteSchedule(db: Database, userId: string, scheduleId: string): Promise<void> {
  if (!(await deleteOwnedSchedule(db, userId, scheduleId))) throw new AppError('NOT_FOUND', 'Schedule not found');
}
