import { z } from 'zod';

/** Body of POST /api/auth/send-verification-email; answered the same for any e-mail. */
export const resendVerificationInput = z.object({
  email: z.string(),
  callbackURL: z.string(),
});
export type ResendVerificationInput = z.infer<typeof resendVerificationInput>;
