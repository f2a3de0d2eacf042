import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';

type HeaderRecorder = {
  headers: Record<string, string>;
  setHeader(name: string, value: string): void;
  removeHeader(): void;
};

/**
 * Strict headers for every response. script-src is 'self' plus the hashes of the built page's own
 * inline scripts (inline-scripts.ts); the docs page (Swagger UI) needs inline styles and data: images.
 *
 * The headers never change, so helmet runs once at start and each response gets the recorded set.
 * (@fastify/helmet rebuilt helmet, parsing the CSP, on every request: dropping it took the cached
 * marketplace list from 34% to 61% of a bare Fastify route's throughput in `npm run bench`.)
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  { https, scriptHashes = [] }: { https: boolean; scriptHashes?: string[] },
) {
  const middleware = helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'script-src': ["'self'", ...scriptHashes],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'https:'],
        'connect-src': ["'self'"],
        'upgrade-insecure-requests': https ? [] : null,
      },
    },
    hsts: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  const recorder: HeaderRecorder = {
    headers: {},
    setHeader(name, value) {
      this.headers[name.toLowerCase()] = value;
    },
    removeHeader() {},
  };
  middleware({} as never, recorder as never, () => {});
  const headers = recorder.headers;
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
