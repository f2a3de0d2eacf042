import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { apiComponents, errorResponse } from '@basalt/contracts';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import {
  errorAnswer,
  NON_JSON_ANSWERS,
  uploadBody,
  validationAnswer,
  withoutUnusedInputTwins,
} from './api-docs-answers';
import { apiDescription, apiTags } from './api-docs-description';
import { withDocumentedHeaders } from './api-docs-headers';
import { sessionCookieName } from '../auth';

/** Routes that need a person signed in: an API key is refused there (issue 8.1). */
const SESSION_ONLY = [/^\/api\/admin\//, /^\/api\/api-keys/, /^\/api\/account$/];

/**
 * Not part of the public API: the bundled sample workflows, probes, metrics, the web app's catch-all,
 * and the callbacks only Stripe (payments) and the admin's unsaved test call are given.
 */
const NOT_PUBLIC = [
  /^\/sample-workflows(\/|$)/,
  /^\/(health|ready|metrics)$/,
  /^\/dev\//,
  /^\/\*$/,
  /^\/api\/payments\/webhook$/,
  /^\/api\/test-calls\//,
];

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

/**
 * Gives the contracts' named schemas their ids in zod's registry, here and only here: nothing else in
 * the process (the server-rendering bundle's own copy of the contracts) may claim the same ids.
 */
function nameApiComponents() {
  for (const [id, schema] of Object.entries(apiComponents)) {
    z.globalRegistry.add(schema, { ...z.globalRegistry.get(schema), id });
  }
}

/** The OpenAPI document is generated from the zod route schemas; the page lives at /api/docs. */
export async function registerApiDocs(app: FastifyInstance, publicUrl: string) {
  nameApiComponents();
  await app.register(swagger, {
    openapi: {
      // 3.1: its schemas are JSON Schema 2020-12, what zod writes for the named components (nullable
      // as `type: [..., "null"]`); a 3.0 document would carry those as invalid 3.0 schemas.
      openapi: '3.1.0',
      info: { title: 'Basalt API', description: apiDescription, version: '1.0.0' },
      tags: apiTags,
      servers: [{ url: publicUrl }],
      components: {
        schemas: { Error: z.toJSONSchema(errorResponse, { target: 'draft-2020-12' }) as Record<string, unknown> },
        securitySchemes: {
          apiKey: { type: 'http', scheme: 'bearer', bearerFormat: 'bsk_…', description: 'An API key' },
          session: { type: 'apiKey', in: 'cookie', name: sessionCookieName(publicUrl) },
        },
      },
      // Signed in, by key or session, unless an operation says otherwise (public ones below).
      security: [{ apiKey: [] }, { session: [] }],
    },
    // The schemas named by nameApiComponents (Run, AutomationDetail, ...) become components.
    transformObject: (input) => withDocumentedHeaders(withoutUnusedInputTwins(jsonSchemaTransformObject(input))),
    transform: (input) => {
      if (NOT_PUBLIC.some((pattern) => pattern.test(input.url))) {
        return { schema: { ...input.schema, hide: true }, url: input.url };
      }
      const output = jsonSchemaTransform(input);
      const schema = output.schema as { operationId?: string };
      const method = Array.isArray(input.route.method) ? input.route.method[0]! : input.route.method;
      schema.operationId ??= operationIdOf(method, input.url);
      // Every operation can fail in the one error shape; its code says which (errorCodes).
      const documented = output.schema as {
        response?: Record<string, unknown>;
        body?: unknown;
        consumes?: string[];
        querystring?: unknown;
        params?: unknown;
        headers?: unknown;
      };
      const nonJson = NON_JSON_ANSWERS.find(({ pattern }) => method === 'GET' && pattern.test(input.url));
      if (nonJson) documented.response = { ...documented.response, [nonJson.status]: nonJson.answer };
      if (method === 'POST' && input.url === '/api/files') {
        documented.body = uploadBody;
        documented.consumes = ['application/octet-stream'];
      }
      const validated = documented.body || documented.querystring || documented.params || documented.headers;
      documented.response = {
        ...documented.response,
        ...(validated ? { 422: validationAnswer } : {}),
        '4XX': errorAnswer,
        '5XX': errorAnswer,
      };
      if (SESSION_ONLY.some((pattern) => pattern.test(input.url))) {
        (output.schema as { security?: unknown }).security = [{ session: [] }];
      } else if (input.route.config?.public) {
        // Open to anyone (platform/auth/authenticate-first.ts); a key sent anyway still counts.
        (output.schema as { security?: unknown }).security = [{}, { apiKey: [] }, { session: [] }];
      }
      return output;
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
