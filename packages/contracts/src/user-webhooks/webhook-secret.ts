import { z } from 'zod';

/**
 * A Standard Webhooks secret (`whsec_…`). GET /api/account/webhook-endpoints/:id/secret reveals an
 * endpoint's, POST …/secret/rotate replaces it; /api/account/run-webhook-secret is the one that signs
 * deliveries to a URL a run names for itself. Rotating makes deliveries from then on use the new one.
 */
export const webhookSecretResponse = z.object({ secret: z.string().startsWith('whsec_') });
export type WebhookSecretResponse = z.infer<typeof webhookSecretResponse>;
