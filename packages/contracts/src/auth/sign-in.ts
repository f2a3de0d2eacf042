import { z } from 'zod';
import { emailField } from './password';

/** The sign-in form (spec §5): e-mail and password required. Existing passwords are not re-checked. */
export const signInForm = z.object({
  email: emailField,
  password: z.string().min(1, 'Password is required'),
});
export type SignInForm = z.infer<typeof signInForm>;
