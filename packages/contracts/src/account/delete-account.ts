import { z } from 'zod';

/**
 * DELETE /api/account: the signed-in user deletes their own account. Profile, sessions, sign-in
 * credentials and saved configurations go; ledger, purchases and runs stay under an anonymised user.
 */
export const deleteAccountResponse = z.object({ deleted: z.literal(true) });
export type DeleteAccountResponse = z.infer<typeof deleteAccountResponse>;
