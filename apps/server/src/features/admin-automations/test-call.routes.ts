import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendTestCallBody, sendTestCallResponse, testCallOutcome } from '@basalt/contracts';
import { requireAdmin } from '../../platform/auth';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import { rawBodyOf, withRawBodies } from '../../platform/http/raw-body-scope';
import { readCallback } from '../runs';
import { isValidTestCallbackToken, sendTestCall } from './test-call.service';
import { testCallVerdict } from './test-call-verdict';
import type { WebhookSettings } from './webhook.service';

const testCallbackResponse = z.object({
  accepted: z.boolean(),
  test: z.literal(true),
  outcome: testCallOutcome,
  verdict: z.string(),
});

/**
 * The editor's test call, from its current values (saved or not), and the callback URL test calls
 * carry: it reads a callback exactly as a run's would be read and answers what Basalt would do,
 * without any run to change.
 */
export function registerTestCalls(app: FastifyInstance, db: Database, webhooks: WebhookSettings) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/admin/automations/test-call',
    {
      schema: {
        tags: ['admin'],
        summary: "Send a test request to the editor's webhook URL and say what Basalt would make of the answer",
        body: sendTestCallBody,
        response: { 200: sendTestCallResponse },
      },
    },
    async (request) => {
      await requireAdmin(request);
      return sendTestCall(db, webhooks, request.body);
    },
  );
  withRawBodies(app, Math.max(webhooks.maxBytes, webhooks.maxFileBytes), (scope) => {
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/test-calls/:id/callback',
      {
        config: { public: true },
        schema: {
          tags: ['admin'],
          summary: 'The callback_url of a test call: judges a callback as a run would, changes nothing',
          params: z.object({ id: z.uuid() }),
          querystring: z.object({ token: z.string().min(16).max(200) }),
          response: { 200: testCallbackResponse },
        },
      },
      async (request) => {
        if (!isValidTestCallbackToken(webhooks, request.params.id, request.query.token)) {
          throw new AppError('FORBIDDEN', 'Invalid callback token');
        }
        const outcome = readCallback({ headers: request.headers, body: rawBodyOf(request.body) });
        return { accepted: outcome.kind !== 'invalid', test: true as const, ...testCallVerdict(outcome, 'callback') };
      },
    );
  });
}
