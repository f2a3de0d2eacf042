import { z } from 'zod';
import { automationPause } from './automation-pause';

export const healthWindows = ['1h', '24h', '7d'] as const;

/**
 * One rolling window of an automation's finished runs. successRate = completed / finished (D6), in
 * whole percent, null with nothing finished; platform failures are the refunded kind (D4); the
 * durations are of the runs that finished in the window, null with none.
 */
export const healthWindowStats = z.object({
  window: z.enum(healthWindows),
  finished: z.number().int(),
  completed: z.number().int(),
  platformFailures: z.number().int(),
  successRate: z.number().int().min(0).max(100).nullable(),
  p50Ms: z.number().int().nullable(),
  p95Ms: z.number().int().nullable(),
});
export type HealthWindowStats = z.infer<typeof healthWindowStats>;

export const getAutomationHealthResponse = z.object({
  pause: automationPause.nullable(),
  windows: z.array(healthWindowStats),
});
export type GetAutomationHealthResponse = z.infer<typeof getAutomationHealthResponse>;
