import { z } from 'zod';

export const rotateWebhookSecretResponse = z.object({ webhookSecret: z.string() });
export type RotateWebhookSecretResponse = z.infer<typeof rotateWebhookSecretResponse>;

/**
 * What the workflow answered to a signed test request. `status` is null when no answer came
 * (refused address, timeout, connection error); `error` then says why.
 */
export const sendTestCallResponse = z.object({
  status: z.number().int().nullable(),
  durationMs: z.number().int(),
  body: z.string(),
  error: z.string().nullable(),
});
export type SendTestCallResponse = z.infer<typeof sendTestCallResponse>;
