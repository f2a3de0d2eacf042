import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { oauthApplications, verifications } from '../../platform/db/schema';

/** What better-auth's MCP plugin keeps for an authorization request awaiting the person's consent. */
interface PendingAuthorization {
  clientId?: unknown;
  redirectURI?: unknown;
  userId?: unknown;
  requireConsent?: unknown;
}

/**
 * The client and redirect of the authorization request awaiting `userId`'s consent under this code,
 * or undefined (unknown, expired, already answered, or someone else's).
 */
export async function findConsentRequest(db: Database, code: string, userId: string, now = new Date()) {
  const [row] = await db
    .select({ value: verifications.value, expiresAt: verifications.expiresAt })
    .from(verifications)
    .where(eq(verifications.identifier, code));
  if (!row || row.expiresAt.getTime() <= now.getTime()) return undefined;
  let pending: PendingAuthorization;
  try {
    pending = JSON.parse(row.value) as PendingAuthorization;
  } catch {
    return undefined;
  }
  const { clientId, redirectURI } = pending;
  if (pending.requireConsent !== true || pending.userId !== userId) return undefined;
  if (typeof clientId !== 'string' || typeof redirectURI !== 'string' || !URL.canParse(redirectURI)) return undefined;
  const [client] = await db
    .select({ name: oauthApplications.name })
    .from(oauthApplications)
    .where(eq(oauthApplications.clientId, clientId));
  if (!client) return undefined;
  return { clientId, clientName: client.name?.trim() || null, redirectHost: new URL(redirectURI).host };
}
