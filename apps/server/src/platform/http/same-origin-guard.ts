import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether an Origin header names Basalt itself (PUBLIC_URL or TRUSTED_ORIGINS). */
    isTrustedOrigin(origin: string): boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const isBearerWithoutCookies = (headers: FastifyRequest['headers']) =>
  /^Bearer\s/i.test(headers.authorization ?? '') && !headers.cookie;

/**
 * The origin a Referer names, when a request has no Origin: some browsers and privacy tools drop
 * Origin but keep the Referer, and a cross-site one then passed as if no browser had sent it. A
 * Referer that is no URL names no trusted origin ('null' stands for that and is never trusted).
 */
function refererOrigin(referer: string | undefined): string | undefined {
  if (referer === undefined) return undefined;
  try {
    return new URL(referer).origin.toLowerCase();
  } catch {
    return 'null';
  }
}

/**
 * CSRF defence for every state-changing request: a browser always names the page's origin on a
 * cross-origin POST, so a foreign Origin (or Sec-Fetch-Site: cross-site, or without Origin a foreign
 * Referer) is refused. Server-to-server
 * callers (payment webhooks, workflow callbacks, API clients) send neither and are not affected;
 * they authenticate by signature or key instead.
 */
export function registerSameOriginGuard(app: FastifyInstance, trustedOrigins: string[]) {
  const trusted = new Set(trustedOrigins.map((origin) => origin.toLowerCase()));
  app.decorate('isTrustedOrigin', (origin: string) => trusted.has(origin.toLowerCase()));
  // A callback hook: it runs on every request, and reads (most of them) pass straight through.
  app.addHook('onRequest', (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method)) return done();
    // A browser never adds an Authorization key on its own: without cookies such a request carries
    // no ambient credential, so another site cannot forge it (API clients may send any Origin).
    if (isBearerWithoutCookies(request.headers)) return done();
    const origin = request.headers.origin?.toLowerCase() ?? refererOrigin(request.headers.referer);
    const crossSite = request.headers['sec-fetch-site'] === 'cross-site';
    if ((origin !== undefined && !trusted.has(origin)) || crossSite) {
      return done(new AppError('FORBIDDEN', 'Requests from other sites are not allowed'));
    }
    done();
  });
}
