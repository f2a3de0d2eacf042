import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { profiles } from '../db/schema';
import type { Database } from '../db/database';
import { AppError } from '../errors/app-error';
import { fastSessionLookup, sessionUserOf } from './session-fast-path';
import {
  consumeApiQuota,
  consumeRateLimit,
  tooManyAttemptsMessage,
  type ApiQuota,
  type ApiQuotaState,
} from '../rate-limit';
import { bearerToken, findApiKeyOwner } from './api-key-credentials';

/** The signed-in person as every feature sees them: account plus Basalt profile. */
export interface SessionUser {
  id: string;
  email: string;
  emailVerified: boolean;
  fullName: string;
  isAdmin: boolean;
  tokenBalance: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** Whether abuse limits apply (RATE_LIMITS); set by mountAuth. */
    authRateLimits: boolean;
    /** Requests per minute per API key and per user over the API; null when RATE_LIMITS is off. */
    apiQuota: ApiQuota | null;
  }
  interface FastifyRequest {
    /** Memo of the session lookup: undefined until asked, null when signed out. */
    sessionUserMemo?: Promise<SessionUser | null>;
    /** Set when the request authenticated with an API key instead of a session cookie. */
    apiKeyId?: string;
    /** This request's place in its key's quota, for the RateLimit-* headers. */
    apiQuotaState?: ApiQuotaState;
  }
}

/** Failed key attempts per address: a key has 256 random bits, so this only stops floods. */
const KEY_FAILURE_LIMIT = { max: 30, windowSeconds: 600 };

export function getSessionUser(request: FastifyRequest): Promise<SessionUser | null> {
  request.sessionUserMemo ??= lookUpSessionUser(request);
  return request.sessionUserMemo;
}

async function lookUpSessionUser(request: FastifyRequest): Promise<SessionUser | null> {
  const key = bearerToken(request.headers.authorization);
  if (key !== undefined) return lookUpApiKeyUser(request, key);
  const fast = await fastSessionLookup(request.server, request.server.db, request.headers.cookie);
  if (fast !== 'fallback') return sessionUserOf(fast);
  const session = await request.server.auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  if (!session) return null;
  const [profile] = await request.server.db
    .select({ fullName: profiles.fullName, isAdmin: profiles.isAdmin, tokenBalance: profiles.tokenBalance })
    .from(profiles)
    .where(eq(profiles.userId, session.user.id));
  // A session whose profile is gone belongs to a deleted account: treat it as signed out.
  if (!profile) return null;
  return {
    id: session.user.id,
    email: session.user.email,
    emailVerified: session.user.emailVerified,
    fullName: profile.fullName,
    isAdmin: profile.isAdmin,
    tokenBalance: profile.tokenBalance,
  };
}

/**
 * `Authorization: Bearer <key>` stands in for the session cookie (issue 8.1); the cookie is then
 * ignored. A wrong key is an error, not "signed out", so that an API client learns why at once.
 */
async function lookUpApiKeyUser(request: FastifyRequest, key: string): Promise<SessionUser> {
  const { db, authRateLimits, apiQuota } = request.server;
  const owner = await findApiKeyOwner(db, key);
  if (owner) {
    request.apiKeyId = owner.apiKeyId;
    if (apiQuota) await countApiRequest(request, db, apiQuota, owner.apiKeyId, owner.user.id);
    return owner.user;
  }
  if (authRateLimits) {
    const decision = await consumeRateLimit(db, `api-key-failure:ip:${request.ip}`, KEY_FAILURE_LIMIT);
    if (!decision.allowed) throw new AppError('RATE_LIMITED', tooManyAttemptsMessage(decision.retryAfterSeconds));
  }
  throw new AppError('UNAUTHENTICATED', 'Invalid or revoked API key');
}

/** Programs are limited per key and per user (people in the web app are not): 429 with Retry-After when over. */
async function countApiRequest(
  request: FastifyRequest,
  db: Database,
  quota: ApiQuota,
  apiKeyId: string,
  userId: string,
) {
  const state = await consumeApiQuota(db, quota, { apiKeyId, userId });
  if (!state) return;
  request.apiQuotaState = state;
  if (!state.allowed) {
    const seconds = state.retryAfterSeconds;
    throw new AppError(
      'RATE_LIMITED',
      `Too many requests, try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}`,
    );
  }
}

/** A signed-in user with a confirmed e-mail, or 401/403. */
export async function requireUser(request: FastifyRequest): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user) throw new AppError('UNAUTHENTICATED', 'Not authenticated');
  if (!user.emailVerified) throw new AppError('FORBIDDEN', 'Please confirm your e-mail address first');
  return user;
}

/**
 * Like requireUser, but only with a real session: what a leaked key must not be able to do
 * (manage keys, delete the account) needs the person signed in.
 */
export async function requireSessionUser(request: FastifyRequest): Promise<SessionUser> {
  const user = await requireUser(request);
  if (request.apiKeyId) throw new AppError('FORBIDDEN', 'This needs you signed in: an API key cannot do it');
  return user;
}

/** Admin routes never accept API keys: the back-office is for people signed in. */
export async function requireAdmin(request: FastifyRequest): Promise<SessionUser> {
  const user = await requireUser(request);
  if (request.apiKeyId) throw new AppError('FORBIDDEN', 'API keys cannot be used for admin routes');
  if (!user.isAdmin) throw new AppError('FORBIDDEN', 'You do not have admin permissions');
  return user;
}
