import { z } from 'zod';
import { emailField } from './password';

/** The forgot-password form (spec §5): e-mail required. The answer never says whether it is known. */
export const requestPasswordResetForm = z.object({ email: emailField });
export type RequestPasswordResetForm = z.infer<typeof requestPasswordResetForm>;
