import { z } from 'zod';
import { resultDeliveryChoice } from '../result-deliveries/result-delivery';
import { cronProblem, isValidTimeZone } from './cadence';

/** POST /api/schedules: run one of your saved configurations on a cron cadence in a time zone. */
export const createScheduleBody = z.object({
  configurationId: z.uuid({ message: 'Choose a saved configuration' }),
  cron: z
    .string()
    .trim()
    .min(1, 'Enter a cron expression or choose a preset')
    .max(100, 'The cron expression is too long')
    .superRefine((cron, ctx) => {
      const problem = cronProblem(cron);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  timeZone: z.string().trim().max(64).refine(isValidTimeZone, 'Choose a valid time zone, for example Europe/Berlin'),
  /** Where each scheduled run's result goes; without it, the configuration's delivery applies. */
  deliver: resultDeliveryChoice.nullable().optional(),
});
export type CreateScheduleBody = z.infer<typeof createScheduleBody>;

/** PUT /api/schedules/{id}/delivery: change where the schedule's runs deliver (null: the configuration's). */
export const updateScheduleDeliveryBody = z.object({ deliver: resultDeliveryChoice.nullable() });
export type UpdateScheduleDeliveryBody = z.infer<typeof updateScheduleDeliveryBody>;
