import { z } from 'zod';
import { automationStatus, pricingModel } from '../catalogue/automation-enums';
import { customField, customFieldType, type CustomField } from '../catalogue/custom-field';
import { seoContentInput } from '../catalogue/seo-content';
import { acceptedFileTypesInput } from '../files/file-types';
import { fieldRuleProblem } from '../runs/field-limits';
import { hasOptions } from './custom-field-draft';
import { answerMode, workflowEngine } from './answer-mode';
import { automationSlugInput } from './slug';
import { exampleJsonText, parseExampleJson } from '../catalogue/automation-example';

export const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

/** A path on Basalt itself (page heads resolve it against PUBLIC_URL); "//host" would leave the site. */
const isSitePath = (value: string) => value.startsWith('/') && !value.startsWith('//') && !value.includes('\\');

/** Form inputs give strings; the spec turns anything non-numeric into 0. */
const numberOrZero = (value: unknown) => {
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : 0;
};

/** A field as the builder holds it: the per-field rules are checked over the list, in the spec's order. */
const fieldInForm = customField.extend({
  id: z.string(),
  label: z.string(),
  type: customFieldType,
  acceptedFileTypes: acceptedFileTypesInput.optional(),
});

/**
 * Spec §5 rule 5, field by field in list order: label, id, options. Then what the server also needs
 * (unique ids, accepted file types), which the field dialog normally guarantees.
 */
function checkFields(fields: z.infer<typeof fieldInForm>[], ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  fields.forEach((field, index) => {
    const n = index + 1;
    const label = field.label.trim();
    const id = field.id.trim();
    const issue = (message: string, key: string) => ctx.addIssue({ code: 'custom', path: [index, key], message });
    if (!label) issue(`Field ${n}: Label is required`, 'label');
    if (!id) issue(`Field ${n}: Field ID is required`, 'id');
    if (hasOptions(field.type) && !(field.options ?? []).some((option) => option.trim())) {
      issue(`Field "${label}": Options are required for select/radio fields`, 'options');
    }
    if (field.type === 'file' && (field.acceptedFileTypes ?? []).length === 0) {
      issue(`Field "${label}": Select at least one file type`, 'acceptedFileTypes');
    }
    const ruleProblem = fieldRuleProblem(field);
    if (ruleProblem) issue(`Field "${label}": ${ruleProblem}`, 'pattern');
    if (id && seen.has(id)) issue(`Field "${label}": This field ID already exists`, 'id');
    seen.add(id);
  });
}

/**
 * The create and edit form of an automation, as both the editor and the API validate it. Keys are in
 * the spec's validation order (name, description, category, webhook URL, fields), so the first issue
 * is the message the spec shows first.
 */
export const automationFormFields = z.object({
  name: z.string().trim().min(1, 'Name is required').max(200, 'Name must be at most 200 characters'),
  description: z
    .string()
    .trim()
    .min(1, 'Description is required')
    .max(5000, 'Description must be at most 5000 characters'),
  categoryId: z.string().trim().min(1, 'Category is required').pipe(z.uuid('Category is required')),
  webhookUrl: z
    .string()
    .trim()
    .max(2000, 'Webhook URL must be at most 2000 characters')
    .refine((value) => value === '' || isHttpUrl(value), 'Webhook URL must be a valid URL'),
  answerMode: answerMode.default('result'),
  workflowEngine: workflowEngine.default('custom'),
  customFields: z.array(fieldInForm).max(50, 'An automation can have at most 50 fields').superRefine(checkFields),
  slug: automationSlugInput,
  status: automationStatus,
  pricingModel,
  tokenCostPerRun: z.preprocess(
    numberOrZero,
    z.number().int('Tokens per run must be a whole number').min(0, 'Tokens per run cannot be negative').max(1_000_000),
  ),
  tokenCostPerMinute: z.preprocess(
    numberOrZero,
    z.number().min(0, 'Tokens per minute cannot be negative').max(1_000_000),
  ),
  maxDurationMinutes: z.preprocess(
    numberOrZero,
    z
      .number()
      .int('Maximum duration must be a whole number of minutes')
      .min(1, 'Maximum duration must be at least 1 minute')
      .max(1440, 'Maximum duration must be at most 1440 minutes (24 hours)'),
  ),
  imageUrl: z
    .string()
    .trim()
    .max(2000, 'Image URL must be at most 2000 characters')
    .refine(
      (value) => value === '' || isHttpUrl(value) || isSitePath(value),
      'Image URL must start with https://, http:// or /',
    ),
  seoContent: seoContentInput,
  exampleInput: exampleJsonText('Example input'),
  sampleOutput: exampleJsonText('Sample output'),
});
export type AutomationFormValues = z.input<typeof automationFormFields>;

/**
 * What is stored: blank URLs become null, a cost not used by the pricing model becomes null (spec §4),
 * field order follows the list, and a blank slug is left for the server to generate.
 */
export const automationForm = automationFormFields
  .superRefine((form, ctx) => {
    // An example is filled into the form, so it may only name the form's own fields.
    const ids = new Set(form.customFields.map((field) => field.id.trim()));
    const unknown = Object.keys(parseExampleJson(form.exampleInput) ?? {}).find((key) => !ids.has(key));
    if (unknown !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['exampleInput'],
        message: `Example input: "${unknown}" is not a field ID of this form`,
      });
    }
  })
  .transform((form) => ({
    ...form,
    exampleInput: parseExampleJson(form.exampleInput) as Record<string, string | number | boolean | null> | null,
    sampleOutput: parseExampleJson(form.sampleOutput),
    webhookUrl: form.webhookUrl || null,
    imageUrl: form.imageUrl || null,
    slug: form.slug || null,
    tokenCostPerRun: form.pricingModel === 'per_minute' ? null : form.tokenCostPerRun,
    tokenCostPerMinute: form.pricingModel === 'per_run' ? null : Math.round(form.tokenCostPerMinute * 100) / 100,
    customFields: form.customFields.map((field, index): CustomField => ({
      ...field,
      id: field.id.trim(),
      label: field.label.trim(),
      order: index + 1,
    })),
  }));
export type AutomationFormOutput = z.output<typeof automationForm>;

export const emptyAutomationForm: AutomationFormValues = {
  name: '',
  description: '',
  categoryId: '',
  webhookUrl: '',
  answerMode: 'result',
  workflowEngine: 'custom',
  customFields: [],
  slug: '',
  status: 'draft',
  pricingModel: 'per_run',
  tokenCostPerRun: 0,
  tokenCostPerMinute: 0,
  maxDurationMinutes: 10,
  imageUrl: '',
  seoContent: {},
  exampleInput: '',
  sampleOutput: '',
};
