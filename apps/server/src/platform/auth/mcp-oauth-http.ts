import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { oAuthDiscoveryMetadata, oAuthProtectedResourceMetadata } from 'better-auth/plugins';
import type { Database } from '../db/database';
import { verifications } from '../db/schema';
import type { Auth } from './auth';

/** Where an MCP client reads how /mcp is protected (RFC 9728), the /mcp-suffixed form first. */
export const PROTECTED_RESOURCE_PATH = '/.well-known/oauth-protected-resource/mcp';

/**
 * The discovery documents of better-auth's MCP plugin, at the site's root where MCP clients look
 * for them (RFC 8414, RFC 9728), answered by the plugin's own helpers.
 */
export function registerOAuthDiscovery(app: FastifyInstance, auth: Auth) {
  const authorizationServer = oAuthDiscoveryMetadata(auth);
  const protectedResource = oAuthProtectedResourceMetadata(auth);
  const answer =
    (helper: (request: Request) => Promise<Response>) => async (request: FastifyRequest, reply: FastifyReply) => {
      const response = await helper(
        new Request(new URL(request.url, auth.options.baseURL), { headers: fromNodeHeaders(request.headers) }),
      );
      reply.status(response.status);
      response.headers.forEach((value, key) => {
        if (key !== 'content-length') reply.header(key, value);
      });
      return reply.send(await response.text());
    };
  const hide = { schema: { hide: true } };
  app.get('/.well-known/oauth-authorization-server', hide, answer(authorizationServer));
  app.get('/.well-known/oauth-protected-resource', hide, answer(protectedResource));
  app.get(PROTECTED_RESOURCE_PATH, hide, answer(protectedResource));
}

/**
 * Every authorization asks the person (prompt=consent): the plugin would otherwise hand a code to
 * any self-registered client at once, so a page could send a signed-in person through it unseen.
 */
export function withConsentRequired(url: URL, prefix: string): URL {
  if (url.pathname === `${prefix}/mcp/authorize`) url.searchParams.set('prompt', 'consent');
  return url;
}

/**
 * The plugin remembers a signed-out authorization in a cookie and answers the next sign-in with a
 * redirect to the client; the web app's sign-in is a fetch that cannot follow it, so the web app
 * returns to the authorization request itself (decision 032) and the cookie is not set.
 */
export function withoutLoginPromptCookie(cookies: string[]): string[] {
  return cookies.filter((cookie) => !/^[^=]*oidc_login_prompt=/.test(cookie));
}

/** A form body (parsed to an object by the auth scope) goes on as JSON, which the plugin also takes. */
export function asJson(headers: Headers, body: unknown): Headers {
  if (body && typeof body === 'object' && headers.get('content-type')?.includes('application/x-www-form-urlencoded')) {
    headers.set('content-type', 'application/json');
  }
  return headers;
}

/**
 * The plugin's token lookup answers a token's whole row, refresh token included: /mcp calls it in
 * process (auth.api), and over HTTP it is not found.
 */
export const isInProcessOnly = (path: string) => path === '/mcp/get-session';

/** The endpoints an OAuth client itself calls, which answer errors in OAuth's shape. */
export function isOAuthPath(path: string): boolean {
  return path === '/mcp/token' || path === '/mcp/register';
}

/**
 * The plugin keeps a request awaiting consent under the very code the consent page carries, and its
 * token endpoint does not check that consent was given: that code must not buy a token.
 */
export async function pendingConsent(db: Database, path: string, body: unknown): Promise<boolean> {
  if (path !== '/mcp/token' || !body || typeof body !== 'object') return false;
  const { grant_type: grantType, code } = body as { grant_type?: unknown; code?: unknown };
  if (grantType !== 'authorization_code' || typeof code !== 'string') return false;
  const [row] = await db
    .select({ value: verifications.value })
    .from(verifications)
    .where(eq(verifications.identifier, code));
  if (!row) return false;
  try {
    return (JSON.parse(row.value) as { requireConsent?: unknown }).requireConsent === true;
  } catch {
    return false;
  }
}
