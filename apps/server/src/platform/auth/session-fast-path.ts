import { createHmac, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { queryRows } from '../db/query-rows';
import type { SessionUser } from './session';

/** What a session lookup answers; null fields mean the account has no profile (deleted). */
export interface SessionRow {
  userId: string;
  email: string;
  emailVerified: boolean;
  expiresAt: Date;
  fullName: string | null;
  isAdmin: boolean | null;
  tokenBalance: number | null;
}

interface CookieSettings {
  name: string;
  secret: string;
  expiresInMs: number;
  updateAgeMs: number;
}

const settingsOf = new WeakMap<FastifyInstance, Promise<CookieSettings>>();

/** better-auth's own cookie name, secret and refresh timings, read once per app. */
function cookieSettings(app: FastifyInstance): Promise<CookieSettings> {
  let settings = settingsOf.get(app);
  if (!settings) {
    settings = app.auth.$context.then((context) => ({
      name: context.authCookies.sessionToken.name,
      secret: context.secret,
      expiresInMs: context.sessionConfig.expiresIn * 1000,
      updateAgeMs: context.sessionConfig.updateAge * 1000,
    }));
    settingsOf.set(app, settings);
  }
  return settings;
}

function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name) {
      try {
        return decodeURIComponent(part.slice(separator + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** The token of a cookie better-auth signed (`token.base64(HMAC-SHA256)`), or undefined. */
export function verifiedToken(value: string | undefined, secret: string): string | undefined {
  if (!value) return undefined;
  const dot = value.lastIndexOf('.');
  if (dot < 1) return undefined;
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : undefined;
}

/**
 * The session, its account and profile in one query instead of better-auth's getSession (session,
 * then user, through its endpoint machinery) plus our profile read: every signed-in request pays
 * for it. Nothing is cached, so a sign-out or revoked session is refused on the very next request.
 * Answers 'fallback' whenever better-auth has work to do itself (an expired session to delete, a
 * session due for its sliding refresh), so its behaviour stays the reference; null when signed out.
 */
export async function fastSessionLookup(
  app: FastifyInstance,
  db: Database,
  cookieHeader: string | undefined,
): Promise<SessionRow | null | 'fallback'> {
  const settings = await cookieSettings(app);
  const raw = readCookie(cookieHeader, settings.name);
  if (raw === undefined) return null;
  const token = verifiedToken(raw, settings.secret);
  if (!token) return null;
  const [row] = await queryRows<SessionRow>(
    db,
    sql`select u.id as "userId", u.email, u.email_verified as "emailVerified", s.expires_at as "expiresAt",
               p.full_name as "fullName", p.is_admin as "isAdmin", p.token_balance as "tokenBalance"
        from sessions s join users u on u.id = s.user_id left join profiles p on p.user_id = u.id
        where s.token = ${token}`,
  );
  if (!row) return null;
  const expiresAt = new Date(row.expiresAt).getTime();
  const refreshDueAt = expiresAt - settings.expiresInMs + settings.updateAgeMs;
  if (expiresAt <= Date.now() || refreshDueAt <= Date.now()) return 'fallback';
  return row;
}

/** A session row as every feature sees it; a session whose profile is gone is signed out. */
export function sessionUserOf(row: SessionRow | null): SessionUser | null {
  if (!row || row.fullName === null) return null;
  return {
    id: row.userId,
    email: row.email,
    emailVerified: row.emailVerified,
    fullName: row.fullName,
    isAdmin: row.isAdmin ?? false,
    tokenBalance: Number(row.tokenBalance ?? 0),
  };
}
