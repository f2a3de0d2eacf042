import { z } from 'zod';
import { newPassword } from '../auth/password';

/**
 * The Security tab. Unlike the spec's original, the current password is checked (DESIGN D8), and a
 * change signs out every other session. API keys stay unless the person ticks "Also revoke my N
 * API keys" (DESIGN D16).
 */
export const changePasswordForm = z
  .object({
    currentPassword: z.string().min(1, 'Current password is required'),
    newPassword,
    confirmPassword: z.string().min(1, 'Please confirm your new password'),
    revokeApiKeys: z.boolean(),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: 'New passwords do not match',
    path: ['confirmPassword'],
  });
export type ChangePasswordForm = z.infer<typeof changePasswordForm>;

/** What POST /api/auth/change-password adds to better-auth's answer: how many keys it revoked. */
export const changePasswordResponse = z.object({ revokedApiKeys: z.number().int().min(0) });
export type ChangePasswordResponse = z.infer<typeof changePasswordResponse>;
