import { z } from 'zod';
import { customFieldType, type CustomField, type CustomFieldType } from '../catalogue/custom-field';
import { DEFAULT_MAX_FILE_SIZE_MB } from '../files/file-types';
import { fieldRuleProblem, lengthRuleTypes, patternRuleTypes, rangeRuleTypes } from '../runs/field-limits';

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
export const hasLengthRules = (type: CustomFieldType) => lengthRuleTypes.includes(type);
export const hasRangeRules = (type: CustomFieldType) => rangeRuleTypes.includes(type);
export const hasPatternRule = (type: CustomFieldType) => patternRuleTypes.includes(type);

/** A rule's number as typed in the dialog: blank means no rule. */
const blankOr = (text: string) => (text.trim() === '' ? undefined : Number(text.trim()));

const lengthText = (label: string) =>
  z.string().refine((text) => {
    const value = blankOr(text);
    return value === undefined || (Number.isInteger(value) && value >= 0);
  }, `${label} must be a whole number of 0 or more`);
const boundText = (label: string) =>
  z.string().refine((text) => {
    const value = blankOr(text);
    return value === undefined || Number.isFinite(value);
  }, `${label} must be a number`);

/** The rule inputs the dialog keeps for a type, as a field's optional properties. */
function rulesFromDialog(values: FieldDialogValues): Partial<CustomField> {
  const rules: Partial<CustomField> = {};
  if (hasLengthRules(values.type)) {
    rules.minLength = blankOr(values.minLength);
    rules.maxLength = blankOr(values.maxLength);
  }
  if (hasRangeRules(values.type)) {
    rules.min = blankOr(values.min);
    rules.max = blankOr(values.max);
  }
  if (hasPatternRule(values.type) && values.pattern.trim()) {
    rules.pattern = values.pattern.trim();
    if (values.patternMessage.trim()) rules.patternMessage = values.patternMessage.trim();
  }
  if (values.oneOfGroup.trim()) rules.oneOfGroup = values.oneOfGroup.trim();
  return Object.fromEntries(Object.entries(rules).filter(([, value]) => value !== undefined));
}

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
const fileSizeRange = 'Max file size must be between 1 and 100 MB';

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
      maxFileSizeMB: z
        .number('Max file size must be a number')
        .int(fileSizeRange)
        .min(1, fileSizeRange)
        .max(100, fileSizeRange),
      minLength: lengthText('Minimum length'),
      maxLength: lengthText('Maximum length'),
      min: boundText('Minimum'),
      max: boundText('Maximum'),
      pattern: z.string().max(500, 'Pattern must be at most 500 characters'),
      patternMessage: z.string().max(200, 'Pattern message must be at most 200 characters'),
      oneOfGroup: z
        .string()
        .trim()
        .max(40, 'Group name must be at most 40 characters')
        .regex(/^[\w-]*$/, 'Group name may hold letters, digits, _ and - only'),
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
      const rules = rulesFromDialog(draft as FieldDialogValues);
      const problem = fieldRuleProblem(rules);
      if (problem) {
        const path = problem.startsWith('Pattern') ? 'pattern' : problem.includes('length') ? 'maxLength' : 'max';
        ctx.addIssue({ code: 'custom', path: [path], message: problem });
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
  minLength: '',
  maxLength: '',
  min: '',
  max: '',
  pattern: '',
  patternMessage: '',
  oneOfGroup: '',
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
  return { ...field, ...rulesFromDialog(values) };
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
    minLength: field.minLength?.toString() ?? '',
    maxLength: field.maxLength?.toString() ?? '',
    min: field.min?.toString() ?? '',
    max: field.max?.toString() ?? '',
    pattern: field.pattern ?? '',
    patternMessage: field.patternMessage ?? '',
    oneOfGroup: field.oneOfGroup ?? '',
  };
}
