import { z } from 'zod';

/** How the dashboard styles a run's status: cancelled and unknown values look like pending (spec). */
export const runStatusLabel = z.enum(['completed', 'running', 'failed', 'pending']);
export type RunStatusLabel = z.infer<typeof runStatusLabel>;

export const toRunStatusLabel = (status: string): RunStatusLabel =>
  status === 'completed' || status === 'running' || status === 'failed' ? status : 'pending';
