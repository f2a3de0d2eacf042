import { createHash } from 'node:crypto';
import { isLocalPath, passwordProblem } from '@basalt/contracts';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { verifyJWT } from 'better-auth/crypto';
import type { Database } from '../db/database';
import { revokeAllApiKeys } from './api-key-credentials';

/** Where a confirmation link that cannot sign anyone in sends the browser (the sign-in page explains). */
export const verificationErrorPath = (code: string) => `/login?error=${encodeURIComponent(code)}`;

const invalid = (message: string) => new APIError('UNPROCESSABLE_ENTITY', { code: 'VALIDATION_FAILED', message });

/**
 * Where a link in one of our e-mails leads after it did its work must be a page of this site:
 * better-auth accepts any URL there, so anyone could sign up someone else's address and have
 * Basalt's genuine confirmation e-mail end on their phishing page.
 */
function checkReturnPath(value: unknown, name: string) {
  if (value !== undefined && !isLocalPath(value)) throw invalid(`${name} must be a path on this site`);
}

function checkNewPassword(password: unknown) {
  if (typeof password !== 'string') throw invalid('Password is required');
  const problem = passwordProblem(password);
  if (problem) throw invalid(problem);
}

/**
 * Basalt's rules in front of better-auth's endpoints, so that they hold for every caller (the web
 * forms check the same contracts first): password rules on every new password, a full name on
 * sign-up, other sessions always signed out by a password change, confirmation links single-use.
 */
export function createAuthBeforeHook(secret: string) {
  return createAuthMiddleware(async (ctx) => {
    switch (ctx.path) {
      case '/sign-up/email': {
        const name: unknown = ctx.body?.name;
        if (typeof name !== 'string' || name.trim() === '') throw invalid('Full name is required');
        checkNewPassword(ctx.body?.password);
        checkReturnPath(ctx.body?.callbackURL, 'callbackURL');
        return;
      }
      case '/send-verification-email':
        checkReturnPath(ctx.body?.callbackURL, 'callbackURL');
        return;
      case '/request-password-reset':
        checkReturnPath(ctx.body?.redirectTo, 'redirectTo');
        return;
      case '/reset-password':
        checkNewPassword(ctx.body?.newPassword);
        return;
      case '/change-password': {
        checkNewPassword(ctx.body?.newPassword);
        const revokeApiKeys: unknown = ctx.body?.revokeApiKeys;
        if (revokeApiKeys !== undefined && typeof revokeApiKeys !== 'boolean') {
          throw invalid('revokeApiKeys must be true or false');
        }
        // DESIGN D8: whatever the client asks, a new password ends every other session.
        return { context: { body: { ...ctx.body, revokeOtherSessions: true } } };
      }
      case '/update-user':
        // The name lives on the Basalt profile (PATCH /api/profile); two writable copies would drift.
        throw new APIError('NOT_FOUND', { code: 'NOT_FOUND', message: 'Not found' });
      case '/verify-email':
        await useVerificationLinkOnce(ctx, secret);
        // Links sent before return paths were checked may still name another site.
        if (ctx.query?.callbackURL !== undefined && !isLocalPath(ctx.query.callbackURL)) {
          return { context: { query: { ...ctx.query, callbackURL: '/dashboard' } } };
        }
        return;
      default:
        return;
    }
  });
}

/**
 * After a successful password change: the API keys go too only when the person ticked "Also
 * revoke my N API keys" (DESIGN D16; a key is a separate credential the password does not reach),
 * and the answer says how many went, so the page states what happened, not what was asked.
 */
export function createAuthAfterHook(db: Database) {
  return createAuthMiddleware(async (ctx) => {
    if (ctx.path !== '/change-password') return;
    const changed = ctx.context.returned as { user?: { id?: unknown } } | undefined;
    if (typeof changed?.user?.id !== 'string') return; // refused: nothing changed
    const revokedApiKeys = ctx.body?.revokeApiKeys === true ? await revokeAllApiKeys(db, changed.user.id) : 0;
    return ctx.json({ ...changed, revokedApiKeys });
  });
}

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/**
 * better-auth's confirmation tokens are signed JWTs that stay valid until they expire. The first use
 * of a valid one reserves a marker row; any later use is sent to sign-in with LINK_USED instead of
 * reaching the endpoint (which would otherwise quietly redirect, and could sign in again).
 */
async function useVerificationLinkOnce(ctx: HookContext, secret: string) {
  const token = ctx.query?.token;
  if (typeof token !== 'string') return;
  const payload = await verifyJWT<{ exp?: number; email?: string }>(token, secret);
  if (!payload?.exp || !payload.email) return; // invalid or expired: better-auth answers with its own error
  const found = await ctx.context.internalAdapter.findUserByEmail(payload.email);
  if (!found) return;
  // Per account: a token is only a signed (e-mail, second), so a new account made with the same
  // address in the same second would otherwise inherit the old account's used marker.
  const digest = createHash('sha256').update(`${found.user.id}:${token}`).digest('base64url');
  const first = await ctx.context.internalAdapter.reserveVerificationValue({
    identifier: `used-email-verification:${digest}`,
    value: 'used',
    expiresAt: new Date(payload.exp * 1000),
  });
  if (!first) throw ctx.redirect(verificationErrorPath('LINK_USED'));
}
