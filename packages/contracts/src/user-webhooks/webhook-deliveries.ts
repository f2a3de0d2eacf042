import { z } from 'zod';
import { cursorParam, nextCursor, pageLimit } from '../pagination';

export const webhookDeliveryStatuses = ['pending', 'retrying', 'delivered', 'failed'] as const;

/** One POST of a delivery: the answer's status code, or the reason there was no answer. */
export const webhookAttempt = z.object({
  id: z.uuid(),
  attemptedAt: z.iso.datetime({ offset: true }),
  statusCode: z.number().int().nullable(),
  error: z.string().nullable(),
  durationMs: z.number().int(),
});
export type WebhookAttempt = z.infer<typeof webhookAttempt>;

export const webhookDelivery = z.object({
  id: z.uuid(),
  runId: z.uuid().nullable(),
  /** The endpoint it went to; null for a URL the run named for itself. */
  endpointId: z.uuid().nullable(),
  url: z.string(),
  eventType: z.string(),
  status: z.enum(webhookDeliveryStatuses),
  nextAttemptAt: z.iso.datetime({ offset: true }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  attempts: z.array(webhookAttempt),
});
export type WebhookDelivery = z.infer<typeof webhookDelivery>;

/** GET /api/account/webhook-deliveries: the latest deliveries, newest first, optionally of one endpoint. */
export const listWebhookDeliveriesQuery = z.object({
  endpointId: z.uuid().optional(),
  limit: pageLimit(25),
  cursor: cursorParam,
});
export type ListWebhookDeliveriesQuery = z.infer<typeof listWebhookDeliveriesQuery>;
export const listWebhookDeliveriesResponse = z.object({ deliveries: z.array(webhookDelivery), nextCursor });
export type ListWebhookDeliveriesResponse = z.infer<typeof listWebhookDeliveriesResponse>;

/** POST /api/account/webhook-deliveries/:id/resend: one more attempt, now. */
export const resendWebhookDeliveryParams = z.object({ id: z.uuid() });
export const resendWebhookDeliveryResponse = z.object({ delivery: webhookDelivery });
export type ResendWebhookDeliveryResponse = z.infer<typeof resendWebhookDeliveryResponse>;
