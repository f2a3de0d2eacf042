/**
 * What the zod route schemas cannot state in the API document: answers that are not JSON, bodies that
 * are raw bytes, and the one error shape every operation can answer.
 */

/** Answers that are not JSON, by method and path: their media type, since no zod schema states them. */
export const NON_JSON_ANSWERS: { pattern: RegExp; status: number; answer: Record<string, unknown> }[] = [
  {
    pattern: /\/events$/,
    status: 200,
    answer: {
      description: 'Server-Sent Events; each carries an `id:` to resume from with the Last-Event-ID header',
      content: { 'text/event-stream': { schema: { type: 'string' } } },
    },
  },
  {
    pattern: /(\.csv|^\/api\/admin\/exports\/:name)$/,
    status: 200,
    answer: { description: 'A CSV file, streamed', content: { 'text/csv': { schema: { type: 'string' } } } },
  },
  {
    pattern: /^\/api\/files\/:id$/,
    status: 302,
    answer: {
      description: 'To a short-lived signed download link, in the Location header',
      headers: { Location: { type: 'string', format: 'uri' } },
    },
  },
  {
    pattern: /^\/api\/files\/:id\/content$/,
    status: 200,
    answer: {
      description: "The file's bytes, with its own content type and name (Content-Disposition)",
      content: { '*/*': { schema: { type: 'string', format: 'binary' } } },
    },
  },
];

/** POST /api/files takes the file's bytes as the body (any content type); the query names the field. */
export const uploadBody = { type: 'string', format: 'binary', description: "The file's bytes" };

export const errorAnswer = {
  description: 'An error: `error.code` is one of the codes of the Error schema, `error.message` is for people',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
};

/** Refused input: 422 VALIDATION_FAILED with one `details` entry per field. */
export const validationAnswer = {
  description: '`VALIDATION_FAILED`: `error.details` lists each refused field (`path`, `message`)',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
};

/**
 * zod emits an input twin (`RunInput`) of every named schema; the API takes none of them as input, so
 * the twins nobody refers to are left out rather than listed as unused components.
 */
export function withoutUnusedInputTwins<T extends object>(document: T): T {
  const { components } = document as { components?: { schemas?: Record<string, unknown> } };
  const schemas = { ...components?.schemas };
  const paths = JSON.stringify({ ...document, components: { ...components, schemas: undefined } });
  const referred = (name: string) =>
    [paths, ...Object.entries(schemas).map(([other, schema]) => (other === name ? '' : JSON.stringify(schema)))].some(
      (text) => text.includes(`"#/components/schemas/${name}"`),
    );
  // Until none is left: dropping AutomationDetailInput leaves CustomFieldInput unused in turn.
  for (let dropped = true; dropped;) {
    const unused = Object.keys(schemas).filter(
      (name) => name.endsWith('Input') && name.slice(0, -5) in schemas && !referred(name),
    );
    unused.forEach((name) => delete schemas[name]);
    dropped = unused.length > 0;
  }
  // `$id: "#/components/schemas/Run"` is not a valid 2020-12 $id (a fragment) and the dialect is the document's.
  for (const schema of Object.values(schemas) as Record<string, unknown>[]) {
    delete schema.$id;
    delete schema.$schema;
  }
  return { ...document, components: { ...components, schemas } };
}
