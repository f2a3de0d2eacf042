/**
 * The HTTP headers Basalt's answers carry (and the one request header it reads) that no zod route
 * schema states: added to the finished document, once, as `components.headers` that the operations
 * refer to (decisions 018 and 030).
 */

interface Operation {
  security?: unknown[];
  parameters?: { name: string; in: string }[];
  responses: Record<string, { description: string; headers?: Record<string, unknown>; content?: unknown }>;
}
type Paths = Record<string, Record<string, Operation>>;

const integer = { type: 'integer', minimum: 0 };

export const documentedHeaders = {
  'RateLimit-Limit': {
    description: 'Requests a minute allowed under the tighter of the API key and user limits (requests with a key)',
    schema: integer,
  },
  'RateLimit-Remaining': { description: 'Requests left in the current window (requests with a key)', schema: integer },
  'RateLimit-Reset': { description: 'Seconds until the current window ends (requests with a key)', schema: integer },
  'Retry-After': { description: 'Seconds to wait before trying again', schema: integer },
  'Preference-Applied': {
    description: 'Sent when the request asked `Prefer: wait=N`: the wait that was applied (`wait=N`)',
    schema: { type: 'string', pattern: '^wait=\\d+$' },
  },
  'Idempotent-Replayed': {
    description: '`true` when the Idempotency-Key had already started this run: nothing new was started or charged',
    schema: { type: 'string', enum: ['true'] },
  },
};
type HeaderName = keyof typeof documentedHeaders;

const refs = (names: HeaderName[]) =>
  Object.fromEntries(names.map((name) => [name, { $ref: `#/components/headers/${name}` }]));

const rateLimit: HeaderName[] = ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset'];

const rateLimited = {
  description: '`RATE_LIMITED`: too many requests with this API key or for this user; wait Retry-After seconds',
  headers: refs(['Retry-After', ...rateLimit]),
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
};

/** The answers of a run start and a run read that may wait (Prefer: wait=N), and a start's replay. */
const successHeaders: Record<string, HeaderName[]> = {
  'post /api/runs': ['Preference-Applied', 'Idempotent-Replayed'],
  'get /api/runs/{id}': ['Preference-Applied'],
};

const lastEventId = {
  name: 'Last-Event-ID',
  in: 'header',
  required: false,
  description: 'The `id:` of the last event received: the stream resumes after it (an unknown id starts afresh)',
  schema: { type: 'string', pattern: '^\\d{1,15}$' },
};

export function withDocumentedHeaders<T extends object>(document: T): T {
  const { paths = {}, components = {} } = document as { paths?: Paths; components?: Record<string, unknown> };
  for (const [path, operations] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      // The operations that take an API key (not the session-only ones) count it against its limits.
      const takesKey =
        operation.security === undefined ||
        operation.security.some((entry) => Object.hasOwn(entry as object, 'apiKey'));
      for (const [status, answer] of Object.entries(operation.responses)) {
        // A redirect has no body; @fastify/swagger gives every answer a JSON content.
        if (status.startsWith('3')) delete answer.content;
        if (!status.startsWith('2')) continue;
        const names = [...(successHeaders[`${method} ${path}`] ?? []), ...(takesKey ? rateLimit : [])];
        if (names.length > 0) answer.headers = { ...answer.headers, ...refs(names) };
      }
      if (takesKey) operation.responses['429'] = rateLimited;
      if (method === 'get' && path.endsWith('/events')) {
        operation.parameters = [...(operation.parameters ?? []), lastEventId];
      }
    }
  }
  return { ...document, components: { ...components, headers: documentedHeaders } };
}
