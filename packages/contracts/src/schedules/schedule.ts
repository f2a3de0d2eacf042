import { z } from 'zod';
import { resultDeliveryChoice } from '../result-deliveries/result-delivery';
import { runStatus } from '../runs/run';

export const scheduleStatuses = ['active', 'paused'] as const;

/** What the latest due occurrence of a schedule came to. */
export const scheduleOutcomes = [
  'started',
  'skipped_low_balance',
  'skipped_budget',
  'skipped_paused',
  'failed',
] as const;
export type ScheduleOutcome = (typeof scheduleOutcomes)[number];

/** A saved configuration run on a cadence, as its owner sees it on /my-automations. */
export const schedule = z.object({
  id: z.uuid(),
  /** Null once the configuration was deleted (the schedule is then paused). */
  configurationId: z.uuid().nullable(),
  configurationName: z.string().nullable(),
  automationName: z.string().nullable(),
  cron: z.string(),
  cadence: z.string(),
  timeZone: z.string(),
  status: z.enum(scheduleStatuses),
  pausedReason: z.string().nullable(),
  /** Null while paused. */
  nextRunAt: z.iso.datetime().nullable(),
  lastRunAt: z.iso.datetime().nullable(),
  lastOutcome: z.enum(scheduleOutcomes).nullable(),
  lastMessage: z.string().nullable(),
  lastRunId: z.uuid().nullable(),
  /** Where the run the last occurrence started is now (null when it started none, or it was deleted). */
  lastRunStatus: runStatus.nullable(),
  /** Where its runs' results go; null: the configuration's delivery, if any. */
  deliver: resultDeliveryChoice.nullable(),
  createdAt: z.iso.datetime(),
});
export type Schedule = z.infer<typeof schedule>;

export const scheduleParams = z.object({ id: z.uuid() });

export const scheduleResponse = z.object({ schedule });
export type ScheduleResponse = z.infer<typeof scheduleResponse>;
