import type { CustomField } from '../catalogue/custom-field';
import { checkRunInput, type RunInputValues } from '../runs/run-input-rules';
import type { ConfigurationAttention } from './configuration';

/**
 * What a saved configuration needs before it runs again (issue 40): each value the form's current
 * fields refuse, by the same rules a run start applies, in form order. Computed on read, so it
 * follows every publish of the automation without a stored flag.
 */
export function configurationAttentionOf(
  fields: readonly CustomField[],
  values: RunInputValues,
): ConfigurationAttention[] {
  const { errors } = checkRunInput(fields, values);
  const labels = new Map(fields.map((field) => [field.id, field.label]));
  return Object.entries(errors).map(([fieldId, message]) => ({
    fieldId,
    label: labels.get(fieldId) ?? fieldId,
    message,
  }));
}

/** "Email — Email is required": one refused value as the owner reads it. */
export const describeAttention = (attention: ConfigurationAttention) =>
  `${attention.label} — ${attention.message.replace(/\.$/, '')}`;
