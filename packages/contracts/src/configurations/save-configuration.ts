import { z } from 'zod';
import { automationRefField } from '../catalogue/get-automation';
import { resultDeliveryChoice } from '../result-deliveries/result-delivery';
import { runInputValues } from '../runs/run-input-schema';

const configName = z
  .string()
  .trim()
  .max(120, 'Configuration name must be at most 120 characters')
  .nullable()
  .transform((name) => (name ? name : null));

/** Saving keeps a draft: values are not checked against the form's rules until the run. */
export const createConfigurationBody = z.object({
  automationId: automationRefField,
  configName,
  configData: runInputValues,
  /** Where the results of runs started from it go; absent or null: nowhere. */
  deliver: resultDeliveryChoice.nullable().optional(),
});
export type CreateConfigurationBody = z.input<typeof createConfigurationBody>;

/** Without `deliver` the saved delivery stays as it is; null removes it. */
export const updateConfigurationBody = z.object({
  configName,
  configData: runInputValues,
  deliver: resultDeliveryChoice.nullable().optional(),
});
export type UpdateConfigurationBody = z.input<typeof updateConfigurationBody>;
