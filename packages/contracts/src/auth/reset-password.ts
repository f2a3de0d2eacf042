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

/**
 * What a reset by e-mail takes back, said before it happens on the reset page and in its e-mail
 * (DESIGN D16): whoever knew the old password may have made keys or connected apps of their own.
 */
export const RESET_REVOKES_NOTICE =
  'Setting a new password signs you out everywhere, revokes all your API keys and disconnects the apps you gave access to your account: integrations using them stop working until you give them a new key.';
