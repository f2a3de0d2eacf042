import { z } from 'zod';

/** GET/PUT /api/account/webhook: the default completion-webhook URL used when a run names none. */
export const webhookSettings = z.object({ defaultUrl: z.string().nullable() });
export type WebhookSettings = z.infer<typeof webhookSettings>;

export const updateWebhookSettingsInput = z.object({
  defaultUrl: z
    .string()
    .trim()
    .max(2000, 'Webhook URL must be at most 2000 characters')
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .refine((value) => value === null || URL.canParse(value), 'Webhook URL must be a valid URL'),
});
export type UpdateWebhookSettingsInput = z.input<typeof updateWebhookSettingsInput>;
