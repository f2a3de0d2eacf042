import { z } from 'zod';
import { runFailureKind, runStatus } from '../runs/run';
import type { WebhookEventType } from './webhook-endpoints';

/** The run as every event carries it: its state when the event happened. */
export const runWebhookEventData = z.object({
  id: z.uuid(),
  status: runStatus,
  automation: z.object({ id: z.uuid().nullable(), name: z.string().nullable() }),
  tokensCharged: z.number().int(),
  tokensRefunded: z.number().int(),
  result: z.record(z.string(), z.unknown()).nullable(),
  error: z.object({ kind: runFailureKind.nullable(), message: z.string().nullable() }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  startedAt: z.iso.datetime({ offset: true }).nullable(),
  completedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type RunWebhookEventData = z.infer<typeof runWebhookEventData>;

/**
 * Standard Webhooks envelope (type, timestamp, data). Receivers verify the webhook-* headers with
 * the endpoint's secret and switch on `type`.
 */
const envelope = <T extends WebhookEventType>(type: T) =>
  z.object({ type: z.literal(type), timestamp: z.iso.datetime({ offset: true }), data: runWebhookEventData });

/** The run left the queue and its workflow is being called. */
export const runStartedWebhookEvent = envelope('run.started');
/** The run ended with a result (`data.result`). */
export const runCompletedWebhookEvent = envelope('run.completed');
/** The run ended with an error (`data.error`); a refunded failure is followed by run.refunded. */
export const runFailedWebhookEvent = envelope('run.failed');
/** Tokens went back to the user for this run (`data.tokensRefunded`): a refunded failure or cancel. */
export const runRefundedWebhookEvent = envelope('run.refunded');

export const runWebhookEvent = z.discriminatedUnion('type', [
  runStartedWebhookEvent,
  runCompletedWebhookEvent,
  runFailedWebhookEvent,
  runRefundedWebhookEvent,
]);
export type RunWebhookEvent = z.infer<typeof runWebhookEvent>;
