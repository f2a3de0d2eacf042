import { z } from 'zod';
import { leadEmail, leadFullName, optionalText } from './create-custom-automation-request';

export const createCallRequestBody = z.object({
  fullName: leadFullName,
  email: leadEmail,
  phone: optionalText('Phone', 40).refine(
    (phone) => phone === null || /\d/.test(phone),
    'Enter a phone number with its digits, e.g. +1 555 010 0199',
  ),
  /** Free text on purpose (spec): "Tuesday afternoon CET" is a fine answer. */
  preferredDatetime: z
    .string()
    .trim()
    .min(1, 'Preferred date and time is required')
    .max(200, 'Preferred date and time must be at most 200 characters'),
  topic: z.string().trim().min(1, 'Topic is required').max(2000, 'Topic must be at most 2000 characters'),
});
export type CreateCallRequestInput = z.input<typeof createCallRequestBody>;
export type CreateCallRequestBody = z.output<typeof createCallRequestBody>;
