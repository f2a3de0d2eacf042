import type { Database } from '../db/database';
import { sendMail } from '../mail/send-mail';
import { revokeAllApiKeys } from './api-key-credentials';
import { passwordResetDoneEmail } from './auth-emails';
import { revokeAllOAuthGrants } from './oauth-grants';

type ResetUser = { id: string; email: string; name: string; signInUrl: string };

/**
 * A reset by e-mail means the old password may be known to someone else (DESIGN D16): everything
 * it could have set up stops working with it, the API keys and the apps given access, and the owner
 * is told what was taken back, in the same transaction so the e-mail never claims more than happened.
 */
export async function revokeAfterReset(db: Database, user: ResetUser) {
  await db.transaction(async (tx) => {
    const apiKeys = await revokeAllApiKeys(tx, user.id);
    const apps = await revokeAllOAuthGrants(tx, user.id);
    await sendMail(
      tx,
      passwordResetDoneEmail({ to: user.email, name: user.name, apiKeys, apps, signInUrl: user.signInUrl }),
    );
  });
}
