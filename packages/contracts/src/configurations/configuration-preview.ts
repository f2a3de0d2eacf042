import type { CustomField } from '../catalogue/custom-field';
import { isEmptyValue, orderedFields, type RunInputValues } from '../runs/run-input-rules';

/** One line of a saved configuration's preview: the field's label and its value as a person reads it. */
export interface PreviewEntry {
  label: string;
  value: string;
}

const asText = (field: CustomField, value: RunInputValues[string]): string => {
  if (field.type === 'checkbox') return value === true || value === 'true' ? 'Yes' : 'No';
  if (field.type === 'file') return 'Uploaded file';
  return String(value);
};

/**
 * What a saved configuration's card shows (issue 15 #6): its fields in form order, by label,
 * without empty values (an unchecked checkbox is an answer, "No"); values of fields the automation no
 * longer has are left out.
 */
export function configurationPreview(fields: readonly CustomField[], values: RunInputValues): PreviewEntry[] {
  return orderedFields(fields)
    .filter((field) =>
      field.type === 'checkbox' ? field.id in values && values[field.id] !== null : !isEmptyValue(values[field.id]),
    )
    .map((field) => ({ label: field.label, value: asText(field, values[field.id]) }));
}

/** Spec: a preview is cut to a few entries, long values to `maxLength` plus '...'. */
export function cutPreview(entries: readonly PreviewEntry[], count: number, maxLength: number): PreviewEntry[] {
  return entries.slice(0, count).map((entry) => ({
    label: entry.label,
    value: entry.value.length > maxLength ? `${entry.value.slice(0, maxLength)}...` : entry.value,
  }));
}
