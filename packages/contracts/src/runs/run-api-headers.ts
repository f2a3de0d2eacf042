import { z } from 'zod';
import { RUN_WAIT_MAX_SECONDS } from './run-wait';
import { startRunBody } from './start-run';

const idempotencyKey = z.string().min(8).max(100);

/**
 * Starting a run over the API (issue 8.2): the idempotency key may come in the `Idempotency-Key`
 * header instead of the body; without either, every request starts a new run.
 */
export const startRunRequestBody = startRunBody.extend({ idempotencyKey: idempotencyKey.optional() });
export type StartRunRequestBody = z.infer<typeof startRunRequestBody>;

export const runWaitHeaders = z.object({
  prefer: z
    .string()
    .optional()
    .meta({ description: `e.g. wait=30: answer once the run has ended, or after at most ${RUN_WAIT_MAX_SECONDS} s` }),
});

export const startRunHeaders = runWaitHeaders.extend({
  'idempotency-key': idempotencyKey
    .optional()
    .meta({ description: 'The same key always answers the same run and charges once' }),
});
