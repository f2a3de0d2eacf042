import { z } from 'zod';
import { automationRefField } from '../catalogue/get-automation';
import { resultDeliveryChoice } from '../result-deliveries/result-delivery';
import { automationVersionNumber } from '../automation-versions/automation-version-number';
import { run } from './run';
import { runInputValues } from './run-input-schema';

/**
 * Starts a run. The same idempotency key (a UUID the form makes once per submit) always answers
 * the same run and charges once, so a double click or a retried request is harmless.
 */
export const startRunBody = z.object({
  automationId: automationRefField,
  input: runInputValues,
  configurationId: z.uuid().nullable().optional(),
  idempotencyKey: z.string().min(8).max(100),
  /** Where to POST the run's final state (issue 8); without it the user's default URL, if any. */
  webhookUrl: z
    .url({ protocol: /^https?$/, error: 'Webhook URL must be an http(s) URL' })
    .max(2000)
    .optional(),
  /**
   * Where the result goes when the run ends (e-mail, a chat channel). Without it, a run started from
   * a saved configuration takes the configuration's; null delivers nowhere.
   */
  deliver: resultDeliveryChoice.nullable().optional(),
  /**
   * Pins the run to a published version of the automation (DESIGN D19): its fields, price and workflow.
   * Without it the live version runs. A retired version answers 409 VERSION_RETIRED.
   */
  version: automationVersionNumber.optional(),
});
export type StartRunBody = z.infer<typeof startRunBody>;

export const startRunResponse = z.object({ run });
export type StartRunResponse = z.infer<typeof startRunResponse>;
