import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error';
import { findUnstorable } from './storable-json';

export { MAX_BODY_DEPTH } from './storable-json';

/**
 * Refuses, before any route's own validation, what no route can store (storable-json.ts): a NUL
 * character or a lone surrogate (PostgreSQL refuses them in text and jsonb, so they used to surface
 * as a 500 after work had been done) in a path parameter, the query or a JSON body, keys included;
 * and bodies nested deeper than MAX_BODY_DEPTH. One hook for every route, /api/auth/* included. Raw
 * bodies (uploads, callbacks) are bytes: skipped here, and the callback reader checks what it decodes.
 */
export function registerInputGuard(app: FastifyInstance) {
  // A callback hook, not an async one: it runs on every request (see request-id.ts).
  app.addHook('preValidation', (request, _reply, done) => {
    const problem =
      findUnstorable(request.params, 'params') ??
      findUnstorable(request.query, 'query') ??
      findUnstorable(request.body, 'body');
    if (!problem) return done();
    done(
      new AppError(problem.code, `${problem.path}: ${problem.message}`, [
        { path: problem.path, message: problem.message },
      ]),
    );
  });
}
