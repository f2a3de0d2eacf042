import { z } from 'zod';

export const customFieldTypes = [
  'text',
  'number',
  'email',
  'textarea',
  'select',
  'radio',
  'checkbox',
  'date',
  'file',
] as const;
export const customFieldType = z.enum(customFieldTypes);
export type CustomFieldType = z.infer<typeof customFieldType>;

/** One input of an automation's form, as stored in automations.custom_fields and edited by the field builder. */
export const customField = z.object({
  id: z.string().min(1),
  type: customFieldType,
  label: z.string().min(1),
  required: z.boolean().default(false),
  placeholder: z.string().optional(),
  helpText: z.string().optional(),
  defaultValue: z.union([z.string(), z.number(), z.boolean()]).optional(),
  options: z.array(z.string()).optional(),
  order: z.number().int(),
  maxFileSizeMB: z.number().min(1).max(100).optional(),
  acceptedFileTypes: z.array(z.string()).optional(),
  /** text, textarea, email: length in Unicode code points of the value as entered (JSON Schema's count). */
  minLength: z.number().int().min(0).optional(),
  maxLength: z.number().int().min(0).optional(),
  /** number: inclusive bounds. */
  min: z.number().optional(),
  max: z.number().optional(),
  /** text, textarea: an ECMAScript pattern (flag u) the whole value must match, and what to say when it does not. */
  pattern: z.string().max(500).optional(),
  patternMessage: z.string().max(200).optional(),
  /** Fields sharing a group name: at least one of them must be filled (e.g. a file or pasted text). */
  oneOfGroup: z.string().max(40).optional(),
});
export type CustomField = z.infer<typeof customField>;
