import { z } from 'zod';
import { run } from './run';
import { runInputValues } from './run-input-schema';

/**
 * Starts a run. The same idempotency key (a UUID the form makes once per submit) always answers
 * the same run and charges once, so a double click or a retried request is harmless.
 */
export const startRunBody = z.object({
  /** The automation's id or, as programs and agents name it, its slug (like GET /api/automations/{ref}). */
  automationId: z
    .string()
    .min(1)
    .max(200)
    .meta({ description: 'The id of a published automation, or its slug (e.g. qr-code-generator)' }),
  input: runInputValues,
  configurationId: z.uuid().nullable().optional(),
  idempotencyKey: z.string().min(8).max(100),
  /** Where to POST the run's final state (issue 8); without it the user's default URL, if any. */
  webhookUrl: z
    .url({ protocol: /^https?$/, error: 'Webhook URL must be an http(s) URL' })
    .max(2000)
    .optional(),
});
export type StartRunBody = z.infer<typeof startRunBody>;

export const startRunResponse = z.object({ run });
export type StartRunResponse = z.infer<typeof startRunResponse>;
