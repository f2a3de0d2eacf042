import { z } from 'zod';
import { newPassword } from './password';

/** The /reset-password form: a new password and its confirmation, with the sign-up rules. */
export const resetPasswordForm = z
  .object({
    password: newPassword,
    confirmPassword: z.string().min(1, 'Please confirm your password'),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type ResetPasswordForm = z.infer<typeof resetPasswordForm>;
