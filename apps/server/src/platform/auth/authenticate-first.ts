import type { FastifyInstance, onRequestHookHandler, RouteOptions } from 'fastify';
import { requireUser } from './session';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Open to callers who are not signed in (the marketplace, lead forms, signed webhooks, callbacks
     * carrying their own token, signed file links). Every other /api/ route authenticates first.
     */
    public?: boolean;
  }
}

/** Served by libraries with their own rules: better-auth (sign-in itself) and the API document. */
const LIBRARY_PREFIXES = ['/api/auth/', '/api/docs'];
/** The admin guard (features/admin) already asks for an admin on the request, before anything else. */
const ADMIN_PREFIX = '/api/admin/';

const authenticate: onRequestHookHandler = async (request) => {
  await requireUser(request);
};

const needsUser = (route: RouteOptions) =>
  route.url.startsWith('/api/') &&
  !route.config?.public &&
  !route.url.startsWith(ADMIN_PREFIX) &&
  !LIBRARY_PREFIXES.some((prefix) => route.url.startsWith(prefix));

/**
 * Every /api/ route not marked `config: { public: true }` checks the caller on the request, before
 * its body is read and validated: an anonymous POST /api/schedules with a bad body answered 422
 * (telling a stranger the shape of the API, and reading bodies nobody may send), now 401. The
 * handler's own requireUser / requireSessionUser reads the same memoised lookup, so nothing is asked
 * twice. A route that forgets to say it is public fails closed: 401, which the security test sees.
 */
export function registerAuthenticateFirst(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (!needsUser(route)) return;
    const own = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [authenticate, ...own];
  });
}
