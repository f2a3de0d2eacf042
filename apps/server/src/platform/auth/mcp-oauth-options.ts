/** Where the web app asks a person to allow an MCP client (apps/web auth feature, oauth-consent route). */
export const OAUTH_CONSENT_PATH = '/oauth/consent';

/**
 * better-auth's MCP plugin (decision 032): MCP clients that know only the /mcp URL register
 * themselves, send the person here to sign in and allow them, and get a token for /mcp.
 * PKCE is required (OAuth 2.1); the sign-in page is the web app's own, which sends the person back
 * to the authorization request once signed in (utils/oauth-return.ts in apps/web).
 */
export function mcpOAuthOptions(publicUrl: string) {
  return {
    loginPage: `${publicUrl}/login`,
    resource: `${publicUrl}/mcp`,
    oidcConfig: {
      loginPage: `${publicUrl}/login`,
      consentPage: `${publicUrl}${OAUTH_CONSENT_PATH}`,
      requirePKCE: true,
    },
  };
}
