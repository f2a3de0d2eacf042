import { z } from 'zod';

export const rotateWebhookSecretResponse = z.object({ webhookSecret: z.string() });
export type RotateWebhookSecretResponse = z.infer<typeof rotateWebhookSecretResponse>;
