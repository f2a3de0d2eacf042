import { z } from 'zod';
import { commonPasswords } from './common-passwords';

export const PASSWORD_MIN_LENGTH = 8;
/** Long passphrases are welcome; the cap only bounds the cost of hashing. */
export const PASSWORD_MAX_LENGTH = 128;

export const passwordMessages = {
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`,
  tooCommon: 'This password is one of the most common passwords. Please choose one that is harder to guess.',
} as const;

export const isCommonPassword = (password: string) => commonPasswords.has(password.toLowerCase());

/** The first rule a new password breaks, or null. The server checks with this, the forms with `newPassword`. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return passwordMessages.tooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return passwordMessages.tooLong;
  if (isCommonPassword(password)) return passwordMessages.tooCommon;
  return null;
}

/** A password someone is choosing (sign-up, reset, change): the same rules everywhere. */
export const newPassword = z.string().superRefine((password, ctx) => {
  const problem = passwordProblem(password);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** An e-mail typed into a form; required first, then shaped like an address. */
export const emailField = z
  .string()
  .trim()
  .min(1, 'Email is required')
  .pipe(z.email('Please enter a valid email address'));
