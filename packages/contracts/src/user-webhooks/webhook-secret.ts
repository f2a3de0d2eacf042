import { z } from 'zod';

/**
 * GET /api/account/webhook/secret (reveal) and POST …/rotate: the Standard Webhooks secret (`whsec_…`)
 * that signs every completion webhook; rotating makes deliveries from then on use the new one.
 */
export const webhookSecretResponse = z.object({ secret: z.string().startsWith('whsec_') });
export type WebhookSecretResponse = z.infer<typeof webhookSecretResponse>;
