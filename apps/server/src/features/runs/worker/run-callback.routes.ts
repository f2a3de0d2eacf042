import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { runCallbackQuery, runCallbackResponse, runParams } from '@basalt/contracts';
import { rawBodyOf, withRawBodies } from '../../../platform/http/raw-body-scope';
import type { RunsContext } from '../run-context';
import { acceptCallback } from './run-callback.service';

const description = `Accepts Basalt's shapes ({"progress": 40, "message": "..."}, {"status": "completed", "result": {...}},
{"status": "failed", "error": "...", "code": "invalid_input"}) as JSON or form fields, and the bodies a
synchronous answer may be: a JSON object (the result), a JSON array (items), text (a message) or a file
(any other content type, or Content-Disposition: attachment). See docs/engines/README.md.`;

/** A workflow's progress or final result for its run, read by the one callback reader whatever its content type. */
export function registerRunCallbackRoute(app: FastifyInstance, context: RunsContext, bodyLimit: number) {
  withRawBodies(app, bodyLimit, (scope) => {
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/runs/:id/callback',
      {
        config: { public: true },
        bodyLimit,
        schema: {
          tags: ['runs'],
          summary: "A workflow's progress or final result for its run (token from the run's callback_url)",
          description,
          params: runParams,
          querystring: runCallbackQuery,
          response: { 200: runCallbackResponse },
        },
      },
      async (request) =>
        acceptCallback(context, request.params.id, request.query.token, {
          headers: request.headers,
          body: rawBodyOf(request.body),
        }),
    );
  });
}
