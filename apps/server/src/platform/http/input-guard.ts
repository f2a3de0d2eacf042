import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error';

/** Far deeper than any form, configuration or workflow result; a body deeper than this is an attack. */
export const MAX_BODY_DEPTH = 64;

type Problem = { code: 'VALIDATION_FAILED' | 'BAD_REQUEST'; path: string; message: string };

/**
 * Refuses, before any route's own validation, what no route can store: a NUL character (PostgreSQL
 * refuses it in text and jsonb, so it used to surface as a 500 after work had been done) in a path
 * parameter, the query or a JSON body, keys included; and bodies nested deeper than MAX_BODY_DEPTH,
 * which recursive code (JSON.stringify for better-auth) cannot walk without overflowing the stack.
 * One hook for every route, /api/auth/* included. Raw bodies (uploads, callbacks) are bytes: skipped.
 */
export function registerInputGuard(app: FastifyInstance) {
  // A callback hook, not an async one: it runs on every request (see request-id.ts).
  app.addHook('preValidation', (request, _reply, done) => {
    const problem =
      findProblem(request.params, 'params') ?? findProblem(request.query, 'query') ?? findProblem(request.body, 'body');
    if (!problem) return done();
    done(
      new AppError(problem.code, `${problem.path}: ${problem.message}`, [
        { path: problem.path, message: problem.message },
      ]),
    );
  });
}

const NUL_MESSAGE = 'must not contain a NUL character (\\u0000)';

/** Walks with its own stack, not recursion, so the walk itself cannot overflow on a deep body. */
function findProblem(value: unknown, part: string): Problem | undefined {
  const pending: [unknown, string, number][] = [[value, part, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, path, depth] = next;
    if (typeof item === 'string') {
      if (item.includes('\0')) return { code: 'VALIDATION_FAILED', path, message: NUL_MESSAGE };
      continue;
    }
    if (!item || typeof item !== 'object' || Buffer.isBuffer(item)) continue;
    if (depth >= MAX_BODY_DEPTH) {
      return { code: 'BAD_REQUEST', path: part, message: `is nested more than ${MAX_BODY_DEPTH} levels deep` };
    }
    for (const [key, child] of Object.entries(item)) {
      if (key.includes('\0')) return { code: 'VALIDATION_FAILED', path, message: `a key ${NUL_MESSAGE}` };
      pending.push([child, `${path}.${key}`, depth + 1]);
    }
  }
  return undefined;
}
