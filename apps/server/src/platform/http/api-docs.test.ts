import { isDeepStrictEqual as isEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes } from '@basalt/contracts';
import { createTestApp, type TestApp } from '../../test/test-app';

interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  parameters?: unknown[];
  requestBody?: { content: Record<string, { examples?: unknown }> };
  responses: Record<string, { content?: Record<string, { schema?: unknown; examples?: unknown }> }>;
}
interface ApiDocument {
  tags: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
}

const errorRef = { $ref: '#/components/schemas/Error' };
const operationsOf = (document: ApiDocument) =>
  Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, operation })),
  );

describe('API documentation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('a developer finds the OpenAPI document generated from the route schemas', async () => {
    const response = await t.app.inject('/api/docs/json');
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    const listAutomations = document.paths['/api/automations'].get;
    expect(listAutomations.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['limit', 'offset']),
    );
    expect(listAutomations.responses['200'].content['application/json'].schema.properties).toHaveProperty(
      'automations',
    );
  });

  it('every public operation has a unique operationId; sample workflows, probes and the catch-all are left out', async () => {
    const document = (await t.app.inject('/api/docs/json')).json() as {
      paths: Record<string, Record<string, { operationId?: string }>>;
    };
    const paths = Object.keys(document.paths);
    expect(
      paths.filter((path) => /^\/(sample-workflows|health|ready|metrics|\*)/.test(path) || path === '/{*}'),
    ).toEqual([]);
    const ids = Object.values(document.paths).flatMap((operations) =>
      Object.values(operations).map((operation) => operation.operationId),
    );
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(document.paths['/api/automations/{ref}/input-schema']!.get!.operationId).toBe(
      'getAutomationsByRefInputSchema',
    );
  });

  it('every operation documents its error answers with the one shared error schema and its codes', async () => {
    const document = (await t.app.inject('/api/docs/json')).json();
    expect(document.components.schemas.Error.properties.error.properties.code.enum).toContain('IDEMPOTENCY_KEY_REUSED');
    const startRun = document.paths['/api/runs'].post;
    expect(startRun.responses['4XX'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/Error',
    });
    expect(startRun.responses['201']).toBeDefined();
  });

  it('the main objects are named component schemas that operations refer to', async () => {
    const document = (await t.app.inject('/api/docs/json')).json();
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining(['Run', 'RunLogEvent', 'AutomationDetail', 'TokenTransaction', 'Configuration']),
    );
    const readRun = document.paths['/api/runs/{id}'].get.responses['200'].content['application/json'].schema;
    expect(readRun.properties.run).toEqual({ $ref: '#/components/schemas/Run' });
  });

  it('streams, CSV downloads and the upload body have their media types', async () => {
    const document = (await t.app.inject('/api/docs/json')).json();
    expect(Object.keys(document.paths['/api/runs/{id}/events'].get.responses['200'].content)).toEqual([
      'text/event-stream',
    ]);
    expect(Object.keys(document.paths['/api/runs/export.csv'].get.responses['200'].content)).toEqual(['text/csv']);
    expect(document.paths['/api/files'].post.requestBody.content['application/octet-stream'].schema).toMatchObject({
      type: 'string',
      format: 'binary',
    });
  });

  it('a developer reads the docs page at /api/docs', async () => {
    const response = await t.app.inject('/api/docs/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });

  it('every public operation is documented for integrators: id, summary, declared tags, a success and its errors', async () => {
    const document = (await t.app.inject('/api/docs/json')).json() as ApiDocument;
    const tags = new Map(document.tags.map((tag) => [tag.name, tag.description]));
    const problems = operationsOf(document).flatMap(({ name, operation }) => {
      const found: string[] = [];
      if (!operation.operationId) found.push('no operationId');
      if (!operation.summary?.trim()) found.push('no summary');
      if (!operation.tags?.length) found.push('no tags');
      for (const tag of operation.tags ?? [])
        if (!tags.get(tag)) found.push(`tag ${tag} not declared with a description`);
      const statuses = Object.keys(operation.responses);
      if (!statuses.some((status) => /^[23]/.test(status))) found.push('no success answer');
      if (!statuses.includes('4XX')) found.push('no 4XX answer');
      for (const status of statuses.filter((status) => /^[45]/.test(status))) {
        const schema = operation.responses[status]!.content?.['application/json']?.schema;
        if (!isEqual(schema, errorRef)) found.push(`${status} is not the Error schema`);
      }
      // Last-Event-ID is read leniently (an id it does not know starts the stream afresh): nothing to refuse.
      const parameters = (operation.parameters as { name: string }[] | undefined) ?? [];
      const takesInput = Boolean(operation.requestBody) || parameters.some((p) => p.name !== 'Last-Event-ID');
      if (takesInput && !statuses.includes('422')) found.push('takes input but documents no 422');
      return found.map((problem) => `${name}: ${problem}`);
    });
    expect(problems).toEqual([]);
    expect(operationsOf(document).length).toBeGreaterThan(60);
    const codes = (
      document.components.schemas.Error as { properties: { error: { properties: { code: { enum: string[] } } } } }
    ).properties.error.properties.code.enum;
    expect(codes.sort()).toEqual(Object.keys(errorCodes).sort());
  });

  it('operations refer to the named schemas instead of repeating them, and every reference resolves', async () => {
    const document = (await t.app.inject('/api/docs/json')).json() as ApiDocument;
    const paths = JSON.stringify(document.paths);
    const repeated = Object.entries(document.components.schemas)
      .filter(([, schema]) => paths.includes(JSON.stringify(schema)))
      .map(([name]) => name);
    expect(repeated).toEqual([]);
    const references = new Set(JSON.stringify(document).match(/#\/components\/schemas\/[A-Za-z0-9]+/g));
    const dangling = [...references].filter((ref) => !(ref.split('/').pop()! in document.components.schemas));
    expect(dangling).toEqual([]);
    const unused = Object.keys(document.components.schemas).filter(
      (name) => !JSON.stringify(document).includes(`"#/components/schemas/${name}"`),
    );
    expect(unused).toEqual([]);
  });

  it('starting a run shows an example request and answer; internal routes, /mcp and /dev are left out', async () => {
    const document = (await t.app.inject('/api/docs/json')).json() as ApiDocument;
    const startRun = document.paths['/api/runs']!.post!;
    expect(Object.keys(startRun.requestBody!.content['application/json']!.examples ?? {})).not.toEqual([]);
    expect(Object.keys(startRun.responses['201']!.content!['application/json']!.examples ?? {})).not.toEqual([]);
    expect(startRun.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'prefer', in: 'header' }),
        expect.objectContaining({ name: 'idempotency-key', in: 'header' }),
      ]),
    );
    const hidden = Object.keys(document.paths).filter((path) =>
      /^\/(mcp|dev|health|ready|metrics|sample-workflows)(\/|$)|^\/api\/(payments\/webhook|test-calls\/)/.test(path),
    );
    expect(hidden).toEqual([]);
    expect(Object.keys(document.paths['/api/files/{id}/content']!.get!.responses['200']!.content!)).toEqual(['*/*']);
  });

  it('the lists an integrator walks take limit and cursor and answer nextCursor', async () => {
    const document = (await t.app.inject('/api/docs/json')).json() as ApiDocument;
    const lists = ['/api/runs', '/api/tokens/transactions', '/api/configurations', '/api/automations'];
    for (const path of [...lists, '/api/account/webhook-deliveries']) {
      const list = document.paths[path]!.get!;
      const query = (list.parameters as { name: string; in: string }[]).filter((p) => p.in === 'query');
      expect(
        query.map((p) => p.name),
        path,
      ).toEqual(expect.arrayContaining(['limit', 'cursor']));
      const answer = list.responses['200']!.content!['application/json']!.schema as { properties: object };
      expect(answer.properties, path).toHaveProperty('nextCursor');
    }
  });

  it('the docs page opens with how to integrate: keys, waiting, idempotency, cursors, limits, webhooks, MCP', async () => {
    const { info } = (await t.app.inject('/api/docs/json')).json() as { info: { description: string } };
    for (const topic of [
      'Authorization: Bearer',
      'Prefer: wait',
      'Idempotency-Key',
      'nextCursor',
      'RateLimit-Remaining',
      'webhook-signature',
      '/mcp',
    ]) {
      expect(info.description).toContain(topic);
    }
  });
});
