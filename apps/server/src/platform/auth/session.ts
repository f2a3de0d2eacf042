import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { profiles } from '../db/schema';
import type { Database } from '../db/database';
import { AppError } from '../errors/app-error';

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
  }
  interface FastifyRequest {
    /** Memo of the session lookup: undefined until asked, null when signed out. */
    sessionUserMemo?: Promise<SessionUser | null>;
  }
}

export function getSessionUser(request: FastifyRequest): Promise<SessionUser | null> {
  request.sessionUserMemo ??= lookUpSessionUser(request);
  return request.sessionUserMemo;
}

async function lookUpSessionUser(request: FastifyRequest): Promise<SessionUser | null> {
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

/** A signed-in user with a confirmed e-mail, or 401/403. */
export async function requireUser(request: FastifyRequest): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user) throw new AppError('UNAUTHENTICATED', 'Not authenticated');
  if (!user.emailVerified) throw new AppError('FORBIDDEN', 'Please confirm your e-mail address first');
  return user;
}

export async function requireAdmin(request: FastifyRequest): Promise<SessionUser> {
  const user = await requireUser(request);
  if (!user.isAdmin) throw new AppError('FORBIDDEN', 'You do not have admin permissions');
  return user;
}
