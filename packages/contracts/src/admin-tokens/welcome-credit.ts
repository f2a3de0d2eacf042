import { z } from 'zod';

/** What new accounts get when the admin has never chosen (DESIGN D20). */
export const DEFAULT_WELCOME_CREDIT = 20;
export const MAX_WELCOME_CREDIT = 10_000;

/**
 * The admin's welcome credit: tokens a confirmed e-mail address gets once, 0 = off. A decimal is
 * refused, not rounded: the admin should see the number that will be granted.
 */
export const welcomeCreditTokens = z
  .number({ error: 'Enter a number of tokens' })
  .int('Welcome credit must be a whole number of tokens')
  .min(0, 'Welcome credit cannot be negative')
  .max(MAX_WELCOME_CREDIT, `Welcome credit must be at most ${MAX_WELCOME_CREDIT.toLocaleString('en-US')} tokens`);

export const getWelcomeCreditResponse = z.object({
  tokens: welcomeCreditTokens,
  /** False while the admin has never set it and the default applies. */
  isSet: z.boolean(),
});
export type GetWelcomeCreditResponse = z.infer<typeof getWelcomeCreditResponse>;

export const updateWelcomeCreditBody = z.object({ tokens: welcomeCreditTokens });
export type UpdateWelcomeCreditBody = z.infer<typeof updateWelcomeCreditBody>;

export const updateWelcomeCreditResponse = getWelcomeCreditResponse;
export type UpdateWelcomeCreditResponse = GetWelcomeCreditResponse;

/** The success message of the Token Management form. */
export const welcomeCreditSavedMessage = (tokens: number) =>
  tokens === 0
    ? 'Welcome credit turned off'
    : `New accounts now get ${tokens.toLocaleString('en-US')} tokens when they confirm their e-mail`;
