import { z } from 'zod';

/** The chat services a result can be posted to by their incoming-webhook URL (DESIGN D17). */
export const chatServices = ['slack', 'discord', 'teams'] as const;
export type ChatService = (typeof chatServices)[number];

export const chatServiceNames: Record<ChatService, string> = {
  slack: 'Slack',
  discord: 'Discord',
  teams: 'Microsoft Teams',
};

/** How a delivery reaches its destination: the owner's e-mail address, or a chat service. */
export const deliveryChannels = ['email', ...chatServices] as const;
export type DeliveryChannel = (typeof deliveryChannels)[number];

export const resultDeliveryStatuses = ['pending', 'sent', 'failed'] as const;
export type ResultDeliveryStatus = (typeof resultDeliveryStatuses)[number];

/**
 * Where a run's result goes when it ends (issue 41): the owner's e-mail and/or one chat channel.
 * Given when a run starts, or saved with a configuration or a schedule, whose runs inherit it.
 * The URL's shape per service and its address are checked by the server (a local receiver may
 * stand in for a service in development and tests).
 */
export const resultDeliveryChoice = z.object({
  email: z.boolean().optional(),
  chat: z
    .object({
      service: z.enum(chatServices, { error: 'Choose Slack, Discord or Teams' }),
      url: z
        .string()
        .trim()
        .min(1, 'Enter the incoming-webhook URL')
        .max(2000, 'The webhook URL is too long')
        .pipe(z.url({ protocol: /^https?$/, error: 'Enter the incoming-webhook URL, starting with https://' })),
    })
    .nullable()
    .optional(),
});
export type ResultDeliveryChoice = z.infer<typeof resultDeliveryChoice>;
export type ResultDeliveryChoiceInput = z.input<typeof resultDeliveryChoice>;

/** One destination of one run's result, as its owner sees it; a chat URL shows only its host and start. */
export const resultDelivery = z.object({
  id: z.uuid(),
  runId: z.uuid(),
  channel: z.enum(deliveryChannels),
  destination: z.string(),
  status: z.enum(resultDeliveryStatuses),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  lastAttemptAt: z.iso.datetime().nullable(),
  sentAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type ResultDelivery = z.infer<typeof resultDelivery>;

/** "your e-mail and Slack": where a saved choice sends results, as a list shows it. */
export function describeResultDelivery(choice: ResultDeliveryChoice): string {
  const parts = [
    ...(choice.email ? ['your e-mail'] : []),
    ...(choice.chat ? [chatServiceNames[choice.chat.service]] : []),
  ];
  return parts.join(' and ') || 'nowhere';
}
