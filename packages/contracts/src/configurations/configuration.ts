import { z } from 'zod';
import { resultDeliveryChoice } from '../result-deliveries/result-delivery';
import { runInputValues } from '../runs/run-input-schema';

/** One saved value the live form refuses, with the form's own message. */
export const configurationAttention = z.object({ fieldId: z.string(), label: z.string(), message: z.string() });
export type ConfigurationAttention = z.infer<typeof configurationAttention>;

/** A saved configuration (spec: user_automation_configs), with the automation it belongs to. */
export const configuration = z.object({
  id: z.uuid(),
  automationId: z.uuid(),
  automation: z.object({
    id: z.uuid(),
    name: z.string(),
    slug: z.string().nullable(),
    category: z.string().nullable(),
  }),
  configName: z.string().nullable(),
  configData: runInputValues,
  /** Where the results of runs started from it go (null: nowhere). */
  deliver: resultDeliveryChoice.nullable(),
  /** The saved values as the cards show them: form order, by label, empty ones left out. */
  preview: z.array(z.object({ label: z.string(), value: z.string() })),
  /**
   * The saved values the automation's live form no longer accepts, in form order (issue 40): a run
   * or schedule from this configuration is refused until they are fixed. Empty when it runs as saved.
   */
  attention: z.array(configurationAttention).default([]),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Configuration = z.infer<typeof configuration>;

export const configurationParams = z.object({ id: z.uuid() });

export const configurationResponse = z.object({ configuration });
export type ConfigurationResponse = z.infer<typeof configurationResponse>;
