import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { profiles, users } from '../db/schema';
import { AppError } from '../errors/app-error';
import { consumeApiQuota } from '../rate-limit';
import { API_KEY_PREFIX, bearerToken } from './api-key-credentials';
import { PROTECTED_RESOURCE_PATH } from './mcp-oauth-http';
import { requireUser, type SessionUser } from './session';

/** Who calls /mcp: an API key's owner, or the person who allowed an OAuth client (decision 032). */
export type McpCredentials =
  | { user: SessionUser; apiKeyId: string; oauthClientId: null }
  | { user: SessionUser; apiKeyId: null; oauthClientId: string };

const HOW_TO_AUTHENTICATE =
  'Send your Basalt API key as Authorization: Bearer <key>, or sign in with OAuth (see WWW-Authenticate)';

/**
 * An API key (bsk_…) as everywhere else, or an access token of better-auth's MCP plugin. A refusal
 * carries `WWW-Authenticate: Bearer resource_metadata=…`, from which an MCP client that has only
 * the URL starts the OAuth flow.
 */
export async function requireMcpCredentials(request: FastifyRequest, reply: FastifyReply): Promise<McpCredentials> {
  const token = bearerToken(request.headers.authorization);
  const resourceMetadata = `${request.server.auth.options.baseURL}${PROTECTED_RESOURCE_PATH}`;
  if (token === undefined) {
    reply.header('www-authenticate', `Bearer resource_metadata="${resourceMetadata}"`);
    throw new AppError('UNAUTHENTICATED', HOW_TO_AUTHENTICATE);
  }
  if (token.startsWith(API_KEY_PREFIX)) {
    const user = await requireUser(request);
    return { user, apiKeyId: request.apiKeyId!, oauthClientId: null };
  }
  const granted = await request.server.auth.api.getMcpSession({ headers: fromNodeHeaders(request.headers) });
  const user = granted?.userId ? await findUser(request, granted.userId) : null;
  if (!granted || !user) {
    reply.header('www-authenticate', `Bearer error="invalid_token", resource_metadata="${resourceMetadata}"`);
    throw new AppError('UNAUTHENTICATED', 'Invalid or expired access token: sign in with OAuth again');
  }
  // The per-minute quota of programs, counted for the OAuth client as for a key.
  const { apiQuota } = request.server;
  if (apiQuota) {
    const state = await consumeApiQuota(request.server.db, apiQuota, {
      apiKeyId: `oauth:${granted.clientId}`,
      userId: user.id,
    });
    if (state) request.apiQuotaState = state;
    if (state && !state.allowed)
      throw new AppError('RATE_LIMITED', `Too many requests, try again in ${state.retryAfterSeconds} s`);
  }
  return { user, apiKeyId: null, oauthClientId: granted.clientId };
}

async function findUser(request: FastifyRequest, userId: string): Promise<SessionUser | null> {
  const [row] = await request.server.db
    .select({
      id: users.id,
      email: users.email,
      emailVerified: users.emailVerified,
      fullName: profiles.fullName,
      isAdmin: profiles.isAdmin,
      tokenBalance: profiles.tokenBalance,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  return row ?? null;
}
