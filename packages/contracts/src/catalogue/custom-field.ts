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
});
export type CustomField = z.infer<typeof customField>;
