import { z } from 'zod';

export const budgetRanges = ['<$500', '$500-$1000', '$1000-$5000', '$5000+', 'Not Sure'] as const;
export const leadTimelines = ['ASAP', '1-2 weeks', '1 month', 'Flexible'] as const;

/** Required text; one character is refused as a typo rather than stored as a lead nobody can use. */
const required = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, { message: `${label} is required`, abort: true })
    .min(2, `${label} must be at least 2 characters`)
    .max(max, `${label} must be at most ${max} characters`);
/**
 * Blank optional inputs are stored as null, as the spec asks for the company. null is accepted too:
 * it is what the forms themselves send for an empty field (this schema's own output).
 */
export const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));
export const leadEmail = z.string().trim().min(1, 'Email is required').max(254).pipe(z.email('Enter a valid email'));
export const leadFullName = required('Full name', 120);

export const createCustomAutomationRequestBody = z.object({
  fullName: leadFullName,
  email: leadEmail,
  company: optionalText('Company', 120),
  description: required('Description', 5000),
  useCase: optionalText('Use case', 2000),
  budgetRange: z.enum(budgetRanges, 'Select a budget range'),
  timeline: z.enum(leadTimelines, 'Select a timeline'),
});
export type CreateCustomAutomationRequestInput = z.input<typeof createCustomAutomationRequestBody>;
export type CreateCustomAutomationRequestBody = z.output<typeof createCustomAutomationRequestBody>;

export const createLeadRequestResponse = z.object({ id: z.uuid() });
export type CreateLeadRequestResponse = z.infer<typeof createLeadRequestResponse>;
