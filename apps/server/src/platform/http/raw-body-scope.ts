import type { FastifyInstance } from 'fastify';

/**
 * Registers routes that read every request body as bytes, whatever its content type (workflow
 * callbacks: JSON, form fields, text or files). The parser lives in its own scope, so every other
 * route keeps Fastify's JSON-only parsing.
 */
export function withRawBodies(
  app: FastifyInstance,
  bodyLimit: number,
  register: (scope: FastifyInstance) => void,
): void {
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit }, (_request, body, done) => done(null, body));
    register(scope);
  });
}

export const rawBodyOf = (body: unknown): Buffer => (Buffer.isBuffer(body) ? body : Buffer.alloc(0));
