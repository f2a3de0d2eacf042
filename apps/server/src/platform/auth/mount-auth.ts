import type { FastifyInstance } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { requestPasswordResetBody } from '@basalt/contracts';
import { AppError } from '../errors/app-error';
import type { Auth } from './auth';
import { toBasaltError } from './auth-errors';
import { verificationErrorPath } from './auth-hooks';
import { DeferredAuthWork } from './deferred-auth-work';
import { limitAuthAttempt } from './auth-rate-limits';
import { apiQuotaHeaders, type ApiQuota } from '../rate-limit';
import {
  asJson,
  isInProcessOnly,
  isOAuthPath,
  pendingConsent,
  registerOAuthDiscovery,
  withConsentRequired,
  withoutLoginPromptCookie,
} from './mcp-oauth-http';

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    /** Resolves once the auth work done after its answer (password resets) has finished. */
    authWorkSettled(): Promise<void>;
  }
}

const PREFIX = '/api/auth';
/** better-auth's own answer to a reset request, known address or not. */
const RESET_REQUESTED = {
  status: true,
  message: 'If this email exists in our system, check your email for the reset link',
};

/**
 * Hands /api/auth/* to better-auth, translating between Fastify and Web Request/Response, with
 * Basalt's abuse limits in front and Basalt's error shape on the way back. Needs `app.db`.
 */
export function mountAuth(app: FastifyInstance, auth: Auth, options: { rateLimits: boolean; apiQuota: ApiQuota }) {
  app.decorate('auth', auth);
  app.decorate('authRateLimits', options.rateLimits);
  const deferred = new DeferredAuthWork();
  app.decorate('authWorkSettled', () => deferred.settled());
  app.addHook('onClose', () => deferred.settled());
  app.decorate('apiQuota', options.rateLimits ? options.apiQuota : null);
  // Every answer to a counted API request says where the key stands, refusals (429) included.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.apiQuotaState) reply.headers(apiQuotaHeaders(request.apiQuotaState));
    done(null, payload);
  });
  registerOAuthDiscovery(app, auth);
  // In a scope of its own: OAuth clients send the token request as a form (RFC 6749), which no
  // other route takes.
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    scope.route({
      method: ['GET', 'POST'],
      url: `${PREFIX}/*`,
      schema: { hide: true },
      async handler(request, reply) {
        const url = withConsentRequired(new URL(request.url, auth.options.baseURL), PREFIX);
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

        const forAuth = () =>
          new Request(url, {
            method: request.method,
            headers: asJson(fromNodeHeaders(request.headers), request.body),
            ...(request.body !== undefined && request.method !== 'GET' ? { body: JSON.stringify(request.body) } : {}),
          });

        // A known address costs a token and an e-mail, an unknown one nothing: answer first, then work,
        // so the answer's timing cannot tell which addresses have accounts.
        if (request.method === 'POST' && path === '/request-password-reset') {
          const checked = requestPasswordResetBody.safeParse(body);
          if (!checked.success) {
            const issue = checked.error.issues[0]!;
            throw new AppError('VALIDATION_FAILED', issue.message, [
              { path: issue.path.join('.'), message: issue.message },
            ]);
          }
          deferred.run(request.log, 'password reset request', async () => {
            const answer = await auth.handler(forAuth());
            if (!answer.ok) throw new Error(`better-auth answered ${answer.status}: ${await answer.text()}`);
          });
          return reply.send(RESET_REQUESTED);
        }

        if (isInProcessOnly(path)) throw new AppError('NOT_FOUND', 'Not found');
        if (await pendingConsent(app.db, path, request.body)) {
          return reply.status(400).send({ error: 'invalid_grant', error_description: 'consent was not given' });
        }

        const response = await auth.handler(forAuth());
        await afterAttempt?.(response.status);
        // better-auth swallowed the error: the error handler logs it with the request id and answers
        // 503 when the database was the cause.
        if (response.status >= 500)
          throw new Error(`better-auth answered ${response.status}: ${await response.text()}`);

        reply.status(response.status);
        response.headers.forEach((value, key) => {
          if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
        });
        const cookies = withoutLoginPromptCookie(response.headers.getSetCookie());
        if (cookies.length > 0) reply.header('set-cookie', cookies);

        const location = response.headers.get('location');
        if (path === '/verify-email' && location) reply.header('location', verificationRedirect(location));
        // OAuth clients read OAuth's own error shape ({ error, error_description }, RFC 6749 5.2).
        if (response.status >= 400 && isOAuthPath(path)) return reply.send(await response.text());
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
  });
}

/** A failed confirmation link (expired, tampered) goes to the sign-in page, which explains. */
function verificationRedirect(location: string): string {
  const error = new URL(location, 'http://basalt.invalid').searchParams.get('error');
  return error ? verificationErrorPath(error) : location;
}
