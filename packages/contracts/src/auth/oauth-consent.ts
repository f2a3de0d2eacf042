import { z } from 'zod';

/**
 * The consent page's answer to an MCP client's authorization request (decision 032), sent to
 * better-auth's POST /api/auth/oauth2/consent. `consent_code` is what the authorization request
 * put in the page's address; it stands for that request, not for a code the client can use.
 */
export const oauthConsentBody = z.object({
  accept: z.boolean(),
  consent_code: z.string().min(1, 'The authorization request is missing: start again from your MCP client'),
});
export type OAuthConsentBody = z.infer<typeof oauthConsentBody>;

/** Where the browser goes next: the client's redirect URI, with the authorization code when allowed. */
export const oauthConsentResponse = z.object({ redirectURI: z.string().url() });
export type OAuthConsentResponse = z.infer<typeof oauthConsentResponse>;

/** The consent page's address parameters, as the authorization endpoint sets them. */
export const oauthConsentQuery = z.object({
  consent_code: z.string().min(1),
  client_id: z.string().min(1),
  scope: z.string().default(''),
});
export type OAuthConsentQuery = z.infer<typeof oauthConsentQuery>;

/** GET /api/oauth/consent-request: the pending authorization request the consent page asks about. */
export const getOAuthConsentRequestQuery = z.object({ consent_code: z.string().min(1).max(200) });
export type GetOAuthConsentRequestQuery = z.infer<typeof getOAuthConsentRequestQuery>;

/**
 * Who asks, as the client registered itself: its `client_name` (null when it gave none) and the host
 * its answer goes to, so the person can tell a look-alike from the client they started.
 */
export const getOAuthConsentRequestResponse = z.object({
  clientId: z.string(),
  clientName: z.string().nullable(),
  redirectHost: z.string(),
});
export type GetOAuthConsentRequestResponse = z.infer<typeof getOAuthConsentRequestResponse>;
