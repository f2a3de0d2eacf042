import { z } from 'zod';
import { emailField, newPassword } from './password';

/** The sign-up form (spec §5): all four fields required, passwords match, password rules. */
export const signUpForm = z
  .object({
    fullName: z.string().trim().min(1, 'Full name is required').max(100, 'Full name must be at most 100 characters'),
    email: emailField,
    password: newPassword,
    confirmPassword: z.string().min(1, 'Please confirm your password'),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type SignUpForm = z.infer<typeof signUpForm>;

/**
 * Body of POST /api/auth/sign-up/email (better-auth). The answer is the same whether or not the
 * e-mail already has an account, so it says nothing beyond "check your inbox".
 */
export const signUpInput = z.object({
  name: z.string(),
  email: z.string(),
  password: z.string(),
  callbackURL: z.string(),
});
export type SignUpInput = z.infer<typeof signUpInput>;
