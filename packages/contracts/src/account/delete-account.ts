import { z } from 'zod';

/**
 * DELETE /api/account: the signed-in user deletes their own account. Profile, sessions, sign-in
 * credentials and saved configurations go; ledger, purchases and runs stay under an anonymised user.
 * The password is asked again: a session left open on a shared computer must not be enough.
 */
export const deleteAccountBody = z.object({ password: z.string().min(1, 'Enter your password') });
export type DeleteAccountBody = z.infer<typeof deleteAccountBody>;

export const deleteAccountResponse = z.object({ deleted: z.literal(true) });
export type DeleteAccountResponse = z.infer<typeof deleteAccountResponse>;
