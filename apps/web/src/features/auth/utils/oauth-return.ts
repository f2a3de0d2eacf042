/** better-auth's MCP plugin's authorization endpoint, where a signed-in person goes back to. */
const AUTHORIZE_PATH = '/api/auth/mcp/authorize';

/**
 * An MCP client's authorization request sends a signed-out person to /login with the request's own
 * parameters (decision 032). Once signed in they go back to the same request, which then asks for
 * consent. Answers that address, or null on an ordinary visit to /login.
 */
export function oauthAuthorizeReturn(params: URLSearchParams): string | null {
  if (!params.get('client_id') || params.get('response_type') !== 'code') return null;
  return `${AUTHORIZE_PATH}?${params.toString()}`;
}
