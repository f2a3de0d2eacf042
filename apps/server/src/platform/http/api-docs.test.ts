import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

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
});
