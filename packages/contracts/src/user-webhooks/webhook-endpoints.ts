import { z } from 'zod';

/** What a run can tell an endpoint about (Standard Webhooks `type`). */
export const webhookEventTypes = ['run.started', 'run.completed', 'run.failed', 'run.refunded'] as const;
export const webhookEventType = z.enum(webhookEventTypes);
export type WebhookEventType = z.infer<typeof webhookEventType>;

/** How many endpoints one user may have; more is almost always a mistake, and each one costs a POST per event. */
export const MAX_WEBHOOK_ENDPOINTS = 10;

export const webhookEndpoint = z.object({
  id: z.uuid(),
  url: z.string(),
  description: z.string().nullable(),
  events: z.array(webhookEventType),
  enabled: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpoint>;

const endpointFields = {
  url: z
    .string()
    .trim()
    .min(1, 'Webhook URL is required')
    .max(2000, 'Webhook URL must be at most 2000 characters')
    .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
      error: 'Webhook URL must be a valid http(s) URL',
    }),
  description: z
    .string()
    .trim()
    .max(200, 'Description must be at most 200 characters')
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional(),
  events: z
    .array(webhookEventType)
    .min(1, 'Choose at least one event')
    .transform((events) => webhookEventTypes.filter((type) => events.includes(type))),
};

/** POST /api/account/webhook-endpoints (also the add/edit form): URL, optional description, event filter. */
export const createWebhookEndpointInput = z.object(endpointFields);
export type CreateWebhookEndpointInput = z.input<typeof createWebhookEndpointInput>;

/** PATCH /api/account/webhook-endpoints/:id: any of the fields, and enabled to pause or resume it. */
export const updateWebhookEndpointInput = z.object({
  url: endpointFields.url.optional(),
  description: endpointFields.description,
  events: endpointFields.events.optional(),
  enabled: z.boolean().optional(),
});
export type UpdateWebhookEndpointInput = z.input<typeof updateWebhookEndpointInput>;

export const webhookEndpointParams = z.object({ id: z.uuid() });

/** GET /api/account/webhook-endpoints: the user's endpoints, oldest first. */
export const listWebhookEndpointsResponse = z.object({ endpoints: z.array(webhookEndpoint) });
export type ListWebhookEndpointsResponse = z.infer<typeof listWebhookEndpointsResponse>;

/** POST, GET one and PATCH answer the endpoint as saved. */
export const webhookEndpointResponse = z.object({ endpoint: webhookEndpoint });
export type WebhookEndpointResponse = z.infer<typeof webhookEndpointResponse>;
