import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { oauthAccessTokens, oauthConsents } from '../db/schema';

/**
 * Takes back every app's access to a user (consents and tokens; the apps' registrations stay,
 * they are shared), and says how many apps lost it. A reset by e-mail does this: whoever knew the
 * old password may have connected an app of their own (DESIGN D16).
 */
export async function revokeAllOAuthGrants(db: Database, userId: string): Promise<number> {
  const consents = await db
    .delete(oauthConsents)
    .where(eq(oauthConsents.userId, userId))
    .returning({ clientId: oauthConsents.clientId });
  const tokens = await db
    .delete(oauthAccessTokens)
    .where(eq(oauthAccessTokens.userId, userId))
    .returning({ clientId: oauthAccessTokens.clientId });
  return new Set([...consents, ...tokens].map((row) => row.clientId)).size;
}
