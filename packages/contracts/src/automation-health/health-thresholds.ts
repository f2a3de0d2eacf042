import { z } from 'zod';

/**
 * When an automation is paused (DESIGN D18), until an admin sets other values: after 5 platform
 * failures in a row, or when more than 50% of at least 10 runs finished in the last 60 minutes were
 * platform failures. A platform failure is a failed run that was refunded (D4): every failure except
 * a workflow refusing the input.
 */
export const DEFAULT_HEALTH_THRESHOLDS = {
  failuresInARow: 5,
  failureRatePercent: 50,
  failureRateMinRuns: 10,
  failureRateWindowMinutes: 60,
} as const;

const whole = (label: string, min: number, max: number) =>
  z
    .number({ error: `Enter ${label}` })
    .int(`${label[0]!.toUpperCase()}${label.slice(1)} must be a whole number`)
    .min(min, `${label[0]!.toUpperCase()}${label.slice(1)} must be at least ${min}`)
    .max(max, `${label[0]!.toUpperCase()}${label.slice(1)} must be at most ${max.toLocaleString('en-US')}`);

/** The admin's thresholds; the database checks the same ranges. */
export const healthThresholds = z.object({
  failuresInARow: whole('failures in a row', 1, 1000),
  failureRatePercent: whole('the failure rate', 1, 100),
  failureRateMinRuns: whole('the least number of runs', 1, 10_000),
  failureRateWindowMinutes: whole('the window in minutes', 5, 10_080),
});
export type HealthThresholds = z.infer<typeof healthThresholds>;

export const getHealthThresholdsResponse = healthThresholds.extend({
  /** False while the admin has never set them and the defaults apply. */
  isSet: z.boolean(),
});
export type GetHealthThresholdsResponse = z.infer<typeof getHealthThresholdsResponse>;

export const updateHealthThresholdsBody = healthThresholds;
export type UpdateHealthThresholdsBody = z.infer<typeof updateHealthThresholdsBody>;

/** "over 50% of at least 10 runs in the last hour": the rule as admins and e-mails read it. */
export function describeWindow(minutes: number): string {
  if (minutes === 60) return 'hour';
  if (minutes % 1440 === 0) return minutes === 1440 ? 'day' : `${minutes / 1440} days`;
  if (minutes % 60 === 0) return `${minutes / 60} hours`;
  return `${minutes} minutes`;
}
