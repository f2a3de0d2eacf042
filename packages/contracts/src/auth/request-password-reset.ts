import { z } from 'zod';
import { isLocalPath } from './local-path';
import { emailField } from './password';

/** The forgot-password form (spec §5): e-mail required. The answer never says whether it is known. */
export const requestPasswordResetForm = z.object({ email: emailField });
export type RequestPasswordResetForm = z.infer<typeof requestPasswordResetForm>;

/**
 * POST /api/auth/request-password-reset as the server checks it before answering: the answer goes
 * out before the account is looked up, so nothing after it can refuse the request.
 */
export const requestPasswordResetBody = requestPasswordResetForm.extend({
  redirectTo: z.string().refine(isLocalPath, 'redirectTo must be a path on this site').optional(),
});
export type RequestPasswordResetBody = z.infer<typeof requestPasswordResetBody>;
