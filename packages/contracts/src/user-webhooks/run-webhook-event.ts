import { z } from 'zod';
import { runFailureKind, runStatus } from '../runs/run';

/**
 * The body Basalt POSTs to a completion webhook when a run ends (Standard Webhooks envelope:
 * type, timestamp, data). Receivers verify the webhook-* headers with the user's secret.
 */
export const runEndedWebhookEvent = z.object({
  type: z.literal('run.ended'),
  timestamp: z.iso.datetime({ offset: true }),
  data: z.object({
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
  }),
});
export type RunEndedWebhookEvent = z.infer<typeof runEndedWebhookEvent>;
