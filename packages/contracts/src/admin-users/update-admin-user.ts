import { z } from 'zod';
import { getAdminUserResponse } from './get-admin-user';

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .transform((value) => value || null);

/**
 * What an admin may change on a profile: name, phone, company (never the e-mail) and the
 * subscription (DESIGN D12). Only the keys sent are changed.
 */
export const updateAdminUserBody = z
  .object({
    fullName: z.string().trim().min(1, 'Full name is required').max(120, 'Full name must be at most 120 characters'),
    phone: optionalText('Phone', 40),
    company: optionalText('Company', 120),
    subscriptionTier: optionalText('Subscription tier', 60),
    subscriptionStatus: optionalText('Subscription status', 40),
    subscriptionRenewsAt: z
      .union([z.iso.datetime({ offset: true }), z.iso.date(), z.literal('')])
      .transform((value) => (value ? new Date(value).toISOString() : null)),
  })
  .partial();
export type UpdateAdminUserInput = z.input<typeof updateAdminUserBody>;

export const updateAdminUserResponse = getAdminUserResponse;
export type UpdateAdminUserResponse = z.infer<typeof updateAdminUserResponse>;
