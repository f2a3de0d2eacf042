import { z } from 'zod';

export const healthResponse = z.object({ status: z.literal('ok') });

export const readinessResponse = z.object({
  status: z.enum(['ready', 'not_ready']),
  checks: z.object({ database: z.boolean(), migrations: z.boolean() }),
});
export type ReadinessResponse = z.infer<typeof readinessResponse>;
