import { z } from 'zod';
import { resultDeliveryChoice } from '../result-deliveries/result-delivery';
import { runInputValues } from '../runs/run-input-schema';

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
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Configuration = z.infer<typeof configuration>;

export const configurationParams = z.object({ id: z.uuid() });

export const configurationResponse = z.object({ configuration });
export type ConfigurationResponse = z.infer<typeof configurationResponse>;
