import { z } from 'zod';
import { newPassword } from '../auth/password';

/**
 * The Security tab. Unlike the spec's original, the current password is checked (DESIGN D8), and a
 * change signs out every other session.
 */
export const changePasswordForm = z
  .object({
    currentPassword: z.string().min(1, 'Current password is required'),
    newPassword,
    confirmPassword: z.string().min(1, 'Please confirm your new password'),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: 'New passwords do not match',
    path: ['confirmPassword'],
  });
export type ChangePasswordForm = z.infer<typeof changePasswordForm>;
