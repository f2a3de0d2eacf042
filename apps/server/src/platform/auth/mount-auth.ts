import type { FastifyInstance } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import type { Auth } from './auth';
import { toBasaltError } from './auth-errors';
import { verificationErrorPath } from './auth-hooks';
import { limitAuthAttempt } from './auth-rate-limits';
import { apiQuotaHeaders, type ApiQuota } from '../rate-limit';

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
  }
}

const PREFIX = '/api/auth';

/**
 * Hands /api/auth/* to better-auth, translating between Fastify and Web Request/Response, with
 * Basalt's abuse limits in front and Basalt's error shape on the way back. Needs `app.db`.
 */
export function mountAuth(app: FastifyInstance, auth: Auth, options: { rateLimits: boolean; apiQuota: ApiQuota }) {
  app.decorate('auth', auth);
  app.decorate('authRateLimits', options.rateLimits);
  app.decorate('apiQuota', options.rateLimits ? options.apiQuota : null);
  // Every answer to a counted API request says where the key stands, refusals (429) included.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.apiQuotaState) reply.headers(apiQuotaHeaders(request.apiQuotaState));
    return payload;
  });
  app.route({
    method: ['GET', 'POST'],
    url: `${PREFIX}/*`,
    schema: { hide: true },
    async handler(request, reply) {
      const url = new URL(request.url, auth.options.baseURL);
      const path = url.pathname.slice(PREFIX.length);
      const body = request.body as { email?: unknown } | undefined;
      const afterAttempt = options.rateLimits
        ? await limitAuthAttempt(app.db, reply, {
            method: request.method,
            path,
            ip: request.ip,
            email: typeof body?.email === 'string' ? body.email : undefined,
          })
        : undefined;

      const response = await auth.handler(
        new Request(url, {
          method: request.method,
          headers: fromNodeHeaders(request.headers),
          ...(request.body !== undefined && request.method !== 'GET' ? { body: JSON.stringify(request.body) } : {}),
        }),
      );
      await afterAttempt?.(response.status);

      reply.status(response.status);
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);

      const location = response.headers.get('location');
      if (path === '/verify-email' && location) reply.header('location', verificationRedirect(location));
      if (response.status >= 400) {
        const retryAfter = Number(response.headers.get('x-retry-after')) || undefined;
        const normalised = toBasaltError(response.status, await response.json().catch(() => undefined), retryAfter);
        return reply
          .status(normalised.status)
          .type('application/json')
          .send({ error: { ...normalised.body.error, requestId: request.id } });
      }
      return reply.send(response.body ? await response.text() : null);
    },
  });
}

/** A failed confirmation link (expired, tampered) goes to the sign-in page, which explains. */
function verificationRedirect(location: string): string {
  const error = new URL(location, 'http://basalt.invalid').searchParams.get('error');
  return error ? verificationErrorPath(error) : location;
}
