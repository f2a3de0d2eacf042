import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errorResponse } from '@basalt/contracts';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** Routes that need a person signed in: an API key is refused there (issue 8.1). */
const SESSION_ONLY = [/^\/api\/admin\//, /^\/api\/api-keys/, /^\/api\/account$/];

/** Not part of the public API: the bundled sample workflows, probes, metrics and the web app's catch-all. */
const NOT_PUBLIC = [/^\/sample-workflows(\/|$)/, /^\/(health|ready|metrics)$/, /^\/dev\//, /^\/\*$/];

/** Answers that are not JSON: their media type, documented here since no zod schema states them. */
const STREAMED_ANSWERS = [
  {
    pattern: /\/events$/,
    type: 'text/event-stream',
    description: 'Server-Sent Events; each carries an `id:` to resume from with the Last-Event-ID header',
  },
  { pattern: /\.csv$/, type: 'text/csv', description: 'A CSV file, streamed' },
];

/** POST /api/files takes the file's bytes as the body (any content type); the query names the field. */
const uploadBody = { type: 'string', format: 'binary', description: "The file's bytes" };

const errorAnswer = {
  description: 'An error: `error.code` is one of the documented codes, `error.message` is for people',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
};

/** A stable operationId from the method and path: GET /api/runs/:id/events -> getRunsByIdEvents. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => (segment.startsWith(':') ? ['by', segment.slice(1)] : segment.split(/[-_.]/)))
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  return `${method.toLowerCase()}${words.join('')}`;
}

const apiDescription = `Pay-per-use automations marketplace.

Every route that works for a signed-in user also accepts an API key: send \`Authorization: Bearer <key>\`
(create keys on the API tab of your profile). Admin routes, API key management and account deletion
need a signed-in session instead. See POST /api/runs for starting a run and reading its result.`;

/** The OpenAPI document is generated from the zod route schemas; the page lives at /api/docs. */
export async function registerApiDocs(app: FastifyInstance, publicUrl: string) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Basalt API', description: apiDescription, version: '1.0.0' },
      servers: [{ url: publicUrl }],
      components: {
        schemas: { Error: z.toJSONSchema(errorResponse, { target: 'openapi-3.0' }) as Record<string, unknown> },
        securitySchemes: {
          apiKey: { type: 'http', scheme: 'bearer', bearerFormat: 'bsk_…', description: 'An API key' },
          session: { type: 'apiKey', in: 'cookie', name: 'better-auth.session_token' },
        },
      },
      security: [{ apiKey: [] }, { session: [] }, {}],
    },
    // Schemas with a zod `meta({ id })` (Run, AutomationDetail, ...) become named components.
    transformObject: jsonSchemaTransformObject,
    transform: (input) => {
      if (NOT_PUBLIC.some((pattern) => pattern.test(input.url))) {
        return { schema: { ...input.schema, hide: true }, url: input.url };
      }
      const output = jsonSchemaTransform(input);
      const schema = output.schema as { operationId?: string };
      const method = Array.isArray(input.route.method) ? input.route.method[0]! : input.route.method;
      schema.operationId ??= operationIdOf(method, input.url);
      // Every operation can fail in the one error shape; its code says which (errorCodes).
      const documented = output.schema as { response?: Record<string, unknown>; body?: unknown; consumes?: string[] };
      const streamed = method === 'GET' ? STREAMED_ANSWERS.find(({ pattern }) => pattern.test(input.url)) : undefined;
      if (streamed) {
        documented.response = {
          200: { description: streamed.description, content: { [streamed.type]: { schema: { type: 'string' } } } },
        };
      }
      if (method === 'POST' && input.url === '/api/files') {
        documented.body = uploadBody;
        documented.consumes = ['application/octet-stream'];
      }
      documented.response = { ...documented.response, '4XX': errorAnswer, '5XX': errorAnswer };
      if (SESSION_ONLY.some((pattern) => pattern.test(input.url))) {
        (output.schema as { security?: unknown }).security = [{ session: [] }];
      }
      return output;
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
