import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { oauthAccessTokens, oauthApplications, oauthConsents, runs } from '../../platform/db/schema';

/** The apps this person allowed, newest first, with their last token and how many runs they started. */
export async function listConnectedApps(db: Database, userId: string) {
  return db
    .select({
      clientId: oauthConsents.clientId,
      name: oauthApplications.name,
      connectedAt: sql<string>`min(${oauthConsents.createdAt})`,
      lastSignInAt: sql<string | null>`(
        select max(t.created_at) from ${oauthAccessTokens} t
        where t.user_id = ${userId} and t.client_id = ${oauthConsents.clientId})`,
      runCount: sql<number>`(
        select count(*)::int from ${runs} r
        where r.user_id = ${userId} and r.oauth_client_id = ${oauthConsents.clientId})`,
    })
    .from(oauthConsents)
    .innerJoin(oauthApplications, eq(oauthApplications.clientId, oauthConsents.clientId))
    .where(and(eq(oauthConsents.userId, userId), eq(oauthConsents.consentGiven, true)))
    .groupBy(oauthConsents.clientId, oauthApplications.name)
    .orderBy(sql`min(${oauthConsents.createdAt}) desc`);
}

/**
 * Takes back everything this person gave the app: its consent (the next sign-in asks again) and its
 * access and refresh tokens (it stops working at once). False when the app held nothing of theirs.
 * The app's registration stays: it is the app's, shared by everyone who uses it.
 */
export async function disconnectApp(db: Database, userId: string, clientId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const consents = await tx
      .delete(oauthConsents)
      .where(and(eq(oauthConsents.userId, userId), eq(oauthConsents.clientId, clientId)))
      .returning({ id: oauthConsents.id });
    const tokens = await tx
      .delete(oauthAccessTokens)
      .where(and(eq(oauthAccessTokens.userId, userId), eq(oauthAccessTokens.clientId, clientId)))
      .returning({ id: oauthAccessTokens.id });
    return consents.length + tokens.length > 0;
  });
}
