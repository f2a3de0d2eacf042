import { z } from 'zod';
import { customFieldType, type CustomField, type CustomFieldType } from '../catalogue/custom-field';
import { DEFAULT_MAX_FILE_SIZE_MB } from '../files/file-types';

/** Label -> field id: lowercase, underscores, letters and digits only (spec: the label helper). */
export function fieldIdFromLabel(label: string): string {
  return label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

/** Which inputs the field dialog offers for a type (spec: placeholder only for these; no default for files). */
export const placeholderTypes: readonly CustomFieldType[] = ['text', 'number', 'email', 'textarea', 'date'];
export const optionTypes: readonly CustomFieldType[] = ['select', 'radio'];
export const hasPlaceholder = (type: CustomFieldType) => placeholderTypes.includes(type);
export const hasOptions = (type: CustomFieldType) => optionTypes.includes(type);
export const hasDefaultValue = (type: CustomFieldType) => type !== 'file';

/** 'a, b,, c ' -> ['a', 'b', 'c'] (spec: comma separated, trimmed, blanks dropped). */
export const splitOptions = (text: string) =>
  text
    .split(',')
    .map((option) => option.trim())
    .filter(Boolean);

/**
 * The add/edit field dialog. `existingIds` are the ids of the automation's other fields (the one
 * being edited excluded), so the id is unique within the automation.
 */
export function fieldDialogSchema(existingIds: readonly string[]) {
  return z
    .object({
      label: z.string().trim().min(1, 'Label is required'),
      id: z
        .string()
        .trim()
        .min(1, 'Field ID is required')
        .refine((id) => !existingIds.includes(id), 'This field ID already exists'),
      type: customFieldType,
      required: z.boolean(),
      placeholder: z.string(),
      helpText: z.string(),
      defaultValue: z.string(),
      optionsText: z.string(),
      acceptedFileTypes: z.array(z.string()),
      maxFileSizeMB: z.number('Max file size must be a number').int().min(1).max(100),
    })
    .superRefine((draft, ctx) => {
      if (hasOptions(draft.type) && splitOptions(draft.optionsText).length === 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['optionsText'],
          message: 'At least one option is required for this field type',
        });
      }
      if (draft.type === 'file' && draft.acceptedFileTypes.length === 0) {
        ctx.addIssue({ code: 'custom', path: ['acceptedFileTypes'], message: 'Select at least one file type' });
      }
    });
}
export type FieldDialogValues = z.input<ReturnType<typeof fieldDialogSchema>>;

export const emptyFieldDialogValues: FieldDialogValues = {
  label: '',
  id: '',
  type: 'text',
  required: false,
  placeholder: '',
  helpText: '',
  defaultValue: '',
  optionsText: '',
  acceptedFileTypes: [],
  maxFileSizeMB: DEFAULT_MAX_FILE_SIZE_MB,
};

/** The dialog's values as a stored field: only the inputs its type offers are kept. */
export function fieldFromDialog(values: FieldDialogValues, order: number): CustomField {
  const type = values.type;
  const field: CustomField = {
    id: values.id.trim(),
    type,
    label: values.label.trim(),
    required: values.required,
    order,
  };
  if (hasPlaceholder(type) && values.placeholder.trim()) field.placeholder = values.placeholder.trim();
  if (values.helpText.trim()) field.helpText = values.helpText.trim();
  if (hasDefaultValue(type) && values.defaultValue.trim()) field.defaultValue = values.defaultValue.trim();
  if (hasOptions(type)) field.options = splitOptions(values.optionsText);
  if (type === 'file') {
    field.acceptedFileTypes = values.acceptedFileTypes;
    field.maxFileSizeMB = values.maxFileSizeMB;
  }
  return field;
}

export function dialogValuesFromField(field: CustomField): FieldDialogValues {
  return {
    label: field.label,
    id: field.id,
    type: field.type,
    required: field.required,
    placeholder: field.placeholder ?? '',
    helpText: field.helpText ?? '',
    defaultValue: field.defaultValue === undefined ? '' : String(field.defaultValue),
    optionsText: (field.options ?? []).join(', '),
    acceptedFileTypes: field.acceptedFileTypes ?? [],
    maxFileSizeMB: field.maxFileSizeMB ?? DEFAULT_MAX_FILE_SIZE_MB,
  };
}
