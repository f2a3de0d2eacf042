import { z } from 'zod';
import { answerMode } from './answer-mode';
import { isHttpUrl } from './automation-form';

/**
 * A signed test request built from the editor's current values, so a workflow can be tried before
 * the automation is saved or published. With the id of a saved automation it is signed with that
 * automation's secret; without one (a new automation has no secret yet) it is signed with a
 * one-time secret that Basalt's sample workflows check.
 */
export const sendTestCallBody = z.object({
  automationId: z.uuid().optional(),
  webhookUrl: z
    .string()
    .trim()
    .min(1, 'Enter a webhook URL to send a test call')
    .max(2000, 'Webhook URL must be at most 2000 characters')
    .refine(isHttpUrl, 'Webhook URL must be a valid URL'),
  answerMode: answerMode.default('result'),
  name: z.string().trim().max(200).default(''),
  slug: z.string().trim().max(200).default(''),
  input: z.record(z.string(), z.unknown()).default({}),
});
export type SendTestCallInput = z.input<typeof sendTestCallBody>;

/** completes / waits: the run would go on; fails_refunded: the user gets the tokens back; fails_charged: the workflow refused the input (D4). */
export const testCallOutcome = z.enum(['completes', 'waits', 'fails_refunded', 'fails_charged']);
export type TestCallOutcome = z.infer<typeof testCallOutcome>;

/**
 * What came back and what Basalt would make of it. `status` is null when no answer came (refused
 * address, timeout, connection error); `error` then says why.
 */
export const sendTestCallResponse = z.object({
  status: z.number().int().nullable(),
  durationMs: z.number().int(),
  contentType: z.string().nullable(),
  /** The first bytes of the answer as text (a binary answer is described, not shown). */
  body: z.string(),
  bodyBytes: z.number().int(),
  signed: z.boolean(),
  callbackUrl: z.string(),
  error: z.string().nullable(),
  outcome: testCallOutcome,
  verdict: z.string(),
});
export type SendTestCallResponse = z.infer<typeof sendTestCallResponse>;
